import { toast, type Id } from 'react-toastify';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../../contract/enums';

/** Error toasts still on screen: a newer toast takes their place, so they never pile over a form. */
const openErrors = new Set<Id>();

function dismissErrors(): void {
  for (const id of openErrors) toast.dismiss(id);
  openErrors.clear();
}

/**
 * Spec 9: errors (and blank notices) stay longer than successes, so there is time to read what went wrong.
 * One error at a time: a new one replaces the one before.
 */
export function notifyError(message: string): void {
  dismissErrors();
  const id = toast.error(message, { autoClose: TOAST_ERROR_MS, onClose: () => openErrors.delete(id) });
  openErrors.add(id);
}

/** A success ends an error shown before it: what went wrong was put right. */
export function notifySuccess(message: string): void {
  dismissErrors();
  toast.success(message, { autoClose: TOAST_SUCCESS_MS });
}
