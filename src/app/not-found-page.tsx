import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

export function Component() {
  return (
    <main className="container py-5 text-center">
      <h1 className="h3">Page not found</h1>
      <p className="text-body-secondary">The page you are looking for does not exist.</p>
      <Link className="btn btn-primary" to={paths.landing}>
        Go to the home page
      </Link>
    </main>
  );
}
