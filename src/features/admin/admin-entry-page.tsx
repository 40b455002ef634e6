import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** Spec 2: the admin entry page, with a link to the dashboard. */
export function Component() {
  return (
    <div className="py-4">
      <h1 className="h3">Welcome to the Secret Portal</h1>
      <p className="text-body-secondary">Review submitted profiles, check their documents and publish them.</p>
      <Link className="btn btn-primary" to={paths.admin.dashboard}>
        Go to Dashboard
      </Link>
    </div>
  );
}
