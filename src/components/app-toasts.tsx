import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_LIMIT } from '../../contract/enums';

/** Spec 2 and 9: one notifier at top-centre keeping at most 20 toasts. */
export function AppToasts() {
  return <ToastContainer position="top-center" limit={TOAST_LIMIT} newestOnTop />;
}
