import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { useLanguage } from '../lib/i18n/use-language';
import { paths } from '../lib/paths';

export function Component() {
  useLanguage();
  return (
    <main className="container py-5 text-center">
      <h1 className="h3">{t`Page not found`}</h1>
      <p className="text-body-secondary">{t`The page you are looking for does not exist.`}</p>
      <Link className="btn btn-primary" to={paths.landing}>
        {t`Go to the home page`}
      </Link>
    </main>
  );
}
