import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_LIMIT } from '../../contract/enums';

/** Spec 2 and 9: one notifier at top-centre, keeping no more toasts than the spec allows. */
export function AppToasts() {
  return <ToastContainer position="top-center" limit={TOAST_LIMIT} newestOnTop />;
}
