import { Link, useNavigate } from 'react-router-dom';
import { memberLogin } from '../../api/users';
import { paths } from '../../lib/paths';
import { setMemberToken } from '../../lib/session';
import { LoginForm } from './login-form';

export function Component() {
  const navigate = useNavigate();
  return (
    <LoginForm
      title="Member Login"
      submit={memberLogin}
      onToken={(token) => {
        setMemberToken(token);
        navigate(paths.home);
      }}
      footer={
        <p className="mt-3 text-center">
          New here? <Link to={paths.signup}>Sign Up</Link>
        </p>
      }
    />
  );
}
