import { useLingui } from '@lingui/react/macro';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_LIMIT } from '../../contract/enums';

/**
 * react-toastify's own close button, with its label in the member's language (the library's is the
 * English "close" and its button component is not exported): same classes, same icon.
 */
function ToastCloseButton({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/** Spec 2 and 9: one notifier at top-centre, keeping no more toasts than the spec allows. */
export function AppToasts() {
  const { t } = useLingui();
  const close = t`Close`;
  return (
    <ToastContainer
      position="top-center"
      limit={TOAST_LIMIT}
      newestOnTop
      aria-label={t`Notifications Alt+T`}
      closeButton={(props) => <ToastCloseButton {...props} label={close} />}
    />
  );
}
