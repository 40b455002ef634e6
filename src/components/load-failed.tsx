/**
 * What a screen shows in place of its content when loading failed: the toast
 * carries the spec's message, this keeps the page from going blank and offers
 * another try. A `message` the screen chose to keep on the page (the server's
 * reason, e.g. a profile awaiting review) replaces the generic sentence.
 */
export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  return (
    <div className="text-center py-5">
      <p className={message ? 'alert alert-info' : 'text-body-secondary'}>
        {message ?? 'This could not be loaded just now.'}
      </p>
      <button type="button" className="btn btn-outline-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
