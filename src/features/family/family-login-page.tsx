import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { familyLogin } from '../../api/family';
import { ButtonSpinner } from '../../components/button-spinner';
import { TextField } from '../../components/form-fields';
import { paths } from '../../lib/paths';
import { setFamilyToken } from '../../lib/session';
import { useCall } from '../../lib/use-call';

/** A relative's login to family access, with the password they set from the invitation. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const call = useCall();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await call.run(
      () => familyLogin({ userName, password }),
      { fallback: t`Login failed. Please try again.`, exception: t`An error occurred while logging in` },
      {
        onSuccess: (data) => {
          setFamilyToken(data.token);
          navigate(paths.family.home);
        },
      },
    );
  }

  return (
    <Card className="mx-auto shadow-sm" style={{ maxWidth: '28rem' }}>
      <Card.Body>
        <h1 className="h4 mb-2">{t`Family access login`}</h1>
        <p className="text-body-secondary small">
          {t`For a relative a member invited to help with their search. Members log in on the member login page.`}
        </p>
        <Form onSubmit={submit}>
          <div className="mb-3">
            <TextField
              id="family-login-email"
              label={t`Email`}
              type="email"
              required
              autoComplete="username"
              value={userName}
              onChange={setUserName}
            />
          </div>
          <div className="mb-3">
            <TextField
              id="family-login-password"
              label={t`Password`}
              type="password"
              required
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
          </div>
          <Button type="submit" disabled={call.busy}>
            {call.busy && <ButtonSpinner />}
            {t`Log in`}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
