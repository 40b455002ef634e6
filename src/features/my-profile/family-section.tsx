import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import type { FamilyState } from '../../../contract/schemas/family';
import { endFamily, getFamily, inviteFamily } from '../../api/family';
import { ButtonSpinner } from '../../components/button-spinner';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/use-language';
import { useAsync } from '../../lib/use-async';
import { runCall, useCall } from '../../lib/use-call';

type Relative = NonNullable<FamilyState['relative']>;

/**
 * Family access on the own profile page: invite one relative by email, see whether they accepted, end it.
 * The relative sees suggestions, search and the shortlist with their own login, nothing else.
 */
export function FamilySection() {
  const { t } = useLingui();
  const loaded = useAsync(
    (signal) => runCall(() => getFamily(signal), { notice: 'log', exception: t`Failed to load family access` }, signal),
    [],
  );
  const [changed, setChanged] = useState<{ relative: Relative | null } | null>(null);
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const call = useCall<'invite' | 'end'>();
  const { language } = useLanguage();
  const headingId = 'family-access-title';
  const relative =
    changed?.relative !== undefined
      ? changed.relative
      : loaded.status === 'success' && loaded.data.ok
        ? loaded.data.data.relative
        : null;

  const since = (r: Relative) => formatDate(r.acceptedAt ?? r.invitedAt, language);

  async function invite(to: string, event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    await call.run(
      () => inviteFamily(to),
      {
        success: t`Invitation sent to ${to}.`,
        fallback: t`Failed to send the invitation`,
        exception: t`An error occurred while sending the invitation`,
      },
      { key: 'invite', onSuccess: (data) => setChanged({ relative: data.relative }) },
    );
  }

  async function end() {
    await call.run(
      () => endFamily(),
      {
        success: t`Family access ended.`,
        fallback: t`Failed to end family access`,
        exception: t`An error occurred while ending family access`,
      },
      {
        key: 'end',
        onSuccess: () => {
          setChanged({ relative: null });
          setConfirming(false);
          setEmail('');
        },
      },
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId} className="mb-4 shadow-sm">
      <Card.Header>
        <h2 id={headingId} className="h5 mb-0">
          {t`Family access`}
        </h2>
      </Card.Header>
      <Card.Body>
        <p className="text-body-secondary small">
          {t`Invite one relative to help with your search. With their own login they see your suggestions, search and your shortlist, and can add to it; they never chat, accept or decline, or see documents. You can end it at any time.`}
        </p>
        {loaded.status === 'loading' && !changed && <p className="mb-0">{t`Loading family access...`}</p>}
        {loaded.status === 'success' && !loaded.data.ok && !changed && (
          <Alert variant="danger" className="mb-0">{t`Failed to load family access`}</Alert>
        )}
        {(changed || (loaded.status === 'success' && loaded.data.ok)) && !relative && (
          <Form onSubmit={(event) => void invite(email, event)} className="d-flex flex-wrap gap-2 align-items-end">
            <Form.Group controlId="family-invite-email" className="flex-grow-1">
              <Form.Label>{t`Relative's email`}</Form.Label>
              <Form.Control type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
            </Form.Group>
            <Button type="submit" disabled={call.busy}>
              {call.pending === 'invite' && <ButtonSpinner />}
              {t`Send invitation`}
            </Button>
          </Form>
        )}
        {relative && (
          <>
            <p role="status">
              {relative.state === 'ACTIVE'
                ? t`${relative.email} has family access since ${since(relative)}.`
                : relative.state === 'PENDING'
                  ? t`Invitation sent to ${relative.email}; waiting for them to set a password.`
                  : t`The invitation to ${relative.email} has expired.`}
            </p>
            {confirming ? (
              <div className="d-flex flex-wrap gap-2 align-items-center">
                <span>{t`End family access for ${relative.email}? They are logged out at once.`}</span>
                <Button variant="danger" disabled={call.busy} onClick={() => void end()}>
                  {call.pending === 'end' && <ButtonSpinner />}
                  {t`Yes, end access`}
                </Button>
                <Button variant="outline-secondary" disabled={call.busy} onClick={() => setConfirming(false)}>
                  {t`Cancel`}
                </Button>
              </div>
            ) : (
              <div className="d-flex flex-wrap gap-2">
                {relative.state !== 'ACTIVE' && (
                  <Button variant="outline-primary" disabled={call.busy} onClick={() => void invite(relative.email)}>
                    {call.pending === 'invite' && <ButtonSpinner />}
                    {t`Send again`}
                  </Button>
                )}
                <Button variant="outline-danger" disabled={call.busy} onClick={() => setConfirming(true)}>
                  {relative.state === 'ACTIVE' ? t`End access` : t`Withdraw invitation`}
                </Button>
              </div>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
