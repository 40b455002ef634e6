import { useEffect, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { EMAIL_KIND_LABELS } from '../../../contract/notices';
import type { EmailSwitches, NotificationSettings } from '../../../contract/schemas/notify-settings';
import {
  getNotificationSettings,
  saveNotificationSettings,
  subscribePush,
  unsubscribePush,
} from '../../api/notify-settings';
import { ButtonSpinner } from '../../components/button-spinner';
import { currentPushSubscription, pushSupported, subscribeThisBrowser } from '../../lib/push';
import { runCall, useCall } from '../../lib/use-call';
import { SettingsSection } from './settings-section';

const TITLE = 'Notifications';

/** Each kind of email, in the order the section lists them, called as emails and the unsubscribe page call it. */
export const EMAIL_KINDS: readonly { key: keyof EmailSwitches; label: string; hint: string }[] = [
  { key: 'match', label: EMAIL_KIND_LABELS.match, hint: 'Someone you accepted accepts you too.' },
  { key: 'accepted', label: EMAIL_KIND_LABELS.accepted, hint: 'A member is interested in you.' },
  { key: 'message', label: EMAIL_KIND_LABELS.message, hint: 'At most one email per chat every 3 hours.' },
  { key: 'review', label: EMAIL_KIND_LABELS.review, hint: 'Our team reviewed your profile.' },
  { key: 'digest', label: EMAIL_KIND_LABELS.digest, hint: 'New suggestions are waiting for you.' },
];

const LOAD_FAILED = 'Failed to load your notification settings.';
const PUSH_MESSAGES = {
  fallback: 'Failed to change push notifications.',
  exception: 'An error occurred while changing push notifications.',
} as const;

async function loadSettings(signal: AbortSignal): Promise<NotificationSettings> {
  const outcome = await runCall(() => getNotificationSettings(signal), { notice: 'log', exception: LOAD_FAILED });
  if (outcome.ok) return outcome.data;
  throw new Error(LOAD_FAILED);
}

/** Push on this device: offered only when the server has VAPID keys and the browser can take push. */
function PushToggle({ publicKey }: { publicKey: string }) {
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const call = useCall();

  useEffect(() => {
    let live = true;
    void currentPushSubscription().then((subscription) => {
      if (live) setSubscribed(subscription !== null);
    });
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    setProblem(null);
    await call.run(async () => {
      const subscription = await subscribeThisBrowser(publicKey);
      if (!subscription) {
        setProblem('Push notifications are blocked for this site in your browser settings.');
        return { ok: true as const, data: null };
      }
      const result = await subscribePush(subscription);
      if (result.ok) setSubscribed(true);
      return result;
    }, PUSH_MESSAGES);
  }

  async function turnOff() {
    setProblem(null);
    await call.run(async () => {
      const subscription = await currentPushSubscription();
      if (subscription) await subscription.unsubscribe();
      const result = await unsubscribePush(subscription?.endpoint ?? '');
      if (result.ok) setSubscribed(false);
      return result;
    }, PUSH_MESSAGES);
  }

  if (subscribed === null) return null;
  return (
    <div className="border-top pt-3 mt-3">
      <h3 className="h6">Push notifications on this device</h3>
      <p className="small text-body-secondary mb-2">
        {subscribed
          ? 'This device shows a notification for the kinds turned on above.'
          : 'Get a notification on this device for the kinds turned on above, even when the app is closed.'}
      </p>
      <Button variant="outline-primary" size="sm" disabled={call.busy} onClick={subscribed ? turnOff : turnOn}>
        {call.busy && <ButtonSpinner />}
        {subscribed ? 'Turn off push on this device' : 'Turn on push on this device'}
      </Button>
      {problem && (
        <Alert variant="warning" className="mt-2 mb-0 small">
          {problem}
        </Alert>
      )}
    </div>
  );
}

/**
 * Which emails the member receives, each kind on or off, in the page's section pattern: read-only until
 * Edit, then switches with Save and Cancel. Every email also carries a one-click link that turns its kind off.
 */
export function NotificationsSection() {
  return (
    <SettingsSection<NotificationSettings, EmailSwitches>
      title={TITLE}
      headingId="notifications-title"
      load={loadSettings}
      loadingText="Loading notification settings..."
      loadFailed={LOAD_FAILED}
      formLabel="Email notifications"
      toDraft={(settings) => ({ ...settings.emails })}
      save={(emails) => saveNotificationSettings({ emails })}
      fields={(draft, setDraft, busy) => (
        <fieldset disabled={busy}>
          <legend className="h6">Send me an email for</legend>
          {EMAIL_KINDS.map((kind) => (
            <Form.Check
              key={kind.key}
              type="switch"
              // Read as the on/off switch it looks like (Bootstrap draws a checkbox as a switch).
              role="switch"
              id={`notify-${kind.key}`}
              className="mb-2"
              label={
                <>
                  {kind.label}
                  <span className="d-block small text-body-secondary">{kind.hint}</span>
                </>
              }
              checked={draft[kind.key]}
              onChange={(event) => setDraft({ ...draft, [kind.key]: event.target.checked })}
            />
          ))}
        </fieldset>
      )}
      summary={(settings) =>
        EMAIL_KINDS.map((kind) => (
          <div key={kind.key} className="col-12 col-md-6 mb-2">
            <dt className="small text-muted fw-normal">{kind.label} emails</dt>
            <dd className="mb-0">{settings.emails[kind.key] ? 'On' : 'Off'}</dd>
          </div>
        ))
      }
      footer={(settings) =>
        settings.push.publicKey && pushSupported() ? <PushToggle publicKey={settings.push.publicKey} /> : null
      }
    />
  );
}
