import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import type { EmailKind } from '../../../contract/notices';
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

const TITLE = msg`Notifications`;
const loadFailed = () => t`Failed to load your notification settings.`;

/**
 * Each kind of email, in the order the section lists them, called as emails and the unsubscribe page call it
 * (the contract's EMAIL_KIND_LABELS, in the member's language).
 */
const EMAIL_KINDS: readonly {
  key: keyof EmailSwitches & EmailKind;
  label: MessageDescriptor;
  hint: MessageDescriptor;
}[] = [
  { key: 'match', label: msg`New match`, hint: msg`Someone you accepted accepts you too.` },
  { key: 'accepted', label: msg`Someone accepted you`, hint: msg`A member is interested in you.` },
  { key: 'message', label: msg`Unread messages`, hint: msg`At most one email per chat every 3 hours.` },
  { key: 'review', label: msg`Profile published or refused`, hint: msg`Our team reviewed your profile.` },
  { key: 'digest', label: msg`Weekly suggestions digest`, hint: msg`New suggestions are waiting for you.` },
];

const PUSH_MESSAGES = {
  get fallback() {
    return t`Failed to change push notifications.`;
  },
  get exception() {
    return t`An error occurred while changing push notifications.`;
  },
};

async function loadSettings(signal: AbortSignal): Promise<NotificationSettings> {
  const outcome = await runCall(() => getNotificationSettings(signal), { notice: 'log', exception: loadFailed() });
  if (outcome.ok) return outcome.data;
  throw new Error(loadFailed());
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
        setProblem(t`Push notifications are blocked for this site in your browser settings.`);
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
      <h3 className="h6">{t`Push notifications on this device`}</h3>
      <p className="small text-body-secondary mb-2">
        {subscribed
          ? t`This device shows a notification for the kinds turned on above.`
          : t`Get a notification on this device for the kinds turned on above, even when the app is closed.`}
      </p>
      <Button variant="outline-primary" size="sm" disabled={call.busy} onClick={subscribed ? turnOff : turnOn}>
        {call.busy && <ButtonSpinner />}
        {subscribed ? t`Turn off push on this device` : t`Turn on push on this device`}
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
  // Re-renders the section when the member changes language.
  const { i18n } = useLingui();
  return (
    <SettingsSection<NotificationSettings, EmailSwitches>
      title={i18n._(TITLE)}
      headingId="notifications-title"
      load={loadSettings}
      loadingText={t`Loading notification settings...`}
      loadFailed={loadFailed()}
      formLabel={t`Email notifications`}
      toDraft={(settings) => ({ ...settings.emails })}
      save={(emails) => saveNotificationSettings({ emails })}
      fields={(draft, setDraft, busy) => (
        <fieldset disabled={busy}>
          <legend className="h6">{t`Send me an email for`}</legend>
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
                  {i18n._(kind.label)}
                  <span className="d-block small text-body-secondary">{i18n._(kind.hint)}</span>
                </>
              }
              checked={draft[kind.key]}
              onChange={(event) => setDraft({ ...draft, [kind.key]: event.target.checked })}
            />
          ))}
        </fieldset>
      )}
      summary={(settings) =>
        EMAIL_KINDS.map((kind) => {
          const label = i18n._(kind.label);
          return (
            <div key={kind.key} className="col-12 col-md-6 mb-2">
              <dt className="small text-muted fw-normal">{t`${label} emails`}</dt>
              <dd className="mb-0">{settings.emails[kind.key] ? t`On` : t`Off`}</dd>
            </div>
          );
        })
      }
      footer={(settings) =>
        settings.push.publicKey && pushSupported() ? <PushToggle publicKey={settings.push.publicKey} /> : null
      }
    />
  );
}
