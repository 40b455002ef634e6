/** A small spinner inside a busy button; hidden from assistive technology so the button keeps its name. */
export function ButtonSpinner() {
  return <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />;
}
