import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { acceptFamilyInvite } from '../../api/family';
import { ButtonSpinner } from '../../components/button-spinner';
import { TextField } from '../../components/form-fields';
import { paths } from '../../lib/paths';
import { setFamilyToken } from '../../lib/session';
import { useCall } from '../../lib/use-call';

const MIN_PASSWORD = 8;

/** One of the two password boxes: the browser may offer to make up a new password. */
function NewPasswordField(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return <TextField type="password" autoComplete="new-password" {...props} />;
}

/** Where the invitation email leads: the relative sets their own password and is logged in to family access. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const call = useCall();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD) return setProblem(t`Please choose a password of at least 8 characters.`);
    if (password !== again) return setProblem(t`The two passwords are not the same.`);
    setProblem(null);
    await call.run(
      () => acceptFamilyInvite(token, password),
      { fallback: t`Failed to accept the invitation`, exception: t`An error occurred while accepting the invitation` },
      {
        onSuccess: (data) => {
          setFamilyToken(data.token);
          navigate(paths.family.home);
        },
      },
    );
  }

  if (!token) {
    return (
      <Alert variant="warning">{t`This link is incomplete. Please open the link from the invitation email.`}</Alert>
    );
  }
  return (
    <Card className="mx-auto shadow-sm" style={{ maxWidth: '28rem' }}>
      <Card.Body>
        <h1 className="h4 mb-2">{t`Accept family access`}</h1>
        <p className="text-body-secondary small">
          {t`Set a password for your own login. You will see suggestions, search and the shortlist, and can add to the shortlist; chats, decisions and documents stay with the member, who can end your access at any time.`}
        </p>
        {problem && (
          <Alert variant="danger" role="alert">
            {problem}
          </Alert>
        )}
        <Form onSubmit={submit} noValidate>
          <div className="mb-3">
            <NewPasswordField
              id="family-accept-password"
              label={t`New password`}
              value={password}
              onChange={setPassword}
            />
          </div>
          <div className="mb-3">
            <NewPasswordField id="family-accept-again" label={t`Password again`} value={again} onChange={setAgain} />
          </div>
          <Button type="submit" disabled={call.busy}>
            {call.busy && <ButtonSpinner />}
            {t`Set password`}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
