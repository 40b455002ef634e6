import { toast } from 'react-toastify';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../../contract/enums';

/** Spec 9: errors (and blank notices) stay longer than successes, so there is time to read what went wrong. */
export function notifyError(message: string): void {
  toast.error(message, { autoClose: TOAST_ERROR_MS });
}

export function notifySuccess(message: string): void {
  toast.success(message, { autoClose: TOAST_SUCCESS_MS });
}
