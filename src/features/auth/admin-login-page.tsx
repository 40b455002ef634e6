import { useNavigate } from 'react-router-dom';
import { adminLogin } from '../../api/users';
import { paths } from '../../lib/paths';
import { setAdminToken } from '../../lib/session';
import { LoginForm } from './login-form';

/** Spec 2: the email is sent as userName; success goes to /secret-portal/. */
export function Component() {
  const navigate = useNavigate();
  return (
    <LoginForm
      title="Admin Login"
      submit={adminLogin}
      onToken={(token) => {
        setAdminToken(token);
        navigate(`${paths.admin.root}/`);
      }}
    />
  );
}
