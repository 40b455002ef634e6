/** A centred Bootstrap spinner with an accessible label. Plain markup keeps it out of react-bootstrap's weight. */
export function LoadingSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center py-5">
      <div className="spinner-border text-primary" role="status">
        <span className="visually-hidden">{label}</span>
      </div>
    </div>
  );
}
