import { Link, useNavigate } from 'react-router-dom';
import { memberLogin, register } from '../../api/users';
import { paths } from '../../app/paths';
import { setMemberToken } from '../../lib/session';
import { LoginForm } from './login-form';

/** Registration: the same form as login; a new member then walks verification from home. */
export function Component() {
  const navigate = useNavigate();
  return (
    <LoginForm
      title="Create Your Profile"
      submitLabel="Sign Up"
      passwordAutoComplete="new-password"
      minPasswordLength={8}
      submit={async (body) => {
        // Registration says nothing about whether the email was new; logging in with what was typed does.
        const registered = await register(body);
        return registered.ok ? memberLogin(body) : registered;
      }}
      onToken={(token) => {
        setMemberToken(token);
        navigate(paths.home);
      }}
      footer={
        <p className="mt-3 text-center">
          Already a member? <Link to={paths.login}>Login</Link>
        </p>
      }
    />
  );
}
