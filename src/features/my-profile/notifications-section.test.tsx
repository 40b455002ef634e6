import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, route } from '../../../tests/mocks/http';
import { NOTIFICATION_SETTINGS } from '../../../tests/mocks/handlers/notify-settings';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import {
  allowForColdProfilePage,
  gate,
  openProfilePage,
  readValue,
  region,
} from '../../../tests/support/my-profile-page';

allowForColdProfilePage();

const SECTION = 'Notifications';

async function openNotifications() {
  const rendered = await openProfilePage();
  await waitFor(() => expect(readValue(SECTION, 'New match emails')).toHaveTextContent('On'));
  return rendered;
}

describe('Notifications section of the own profile page', () => {
  it('shows each kind of email on or off, and saves the switches the member changed', async () => {
    server.use(
      route('get', '/profile/notification-settings', 'member', () =>
        ok({ ...NOTIFICATION_SETTINGS, emails: { ...NOTIFICATION_SETTINGS.emails, digest: false } }),
      ),
    );
    const { user } = await openNotifications();
    expect(readValue(SECTION, 'Someone accepted you emails')).toHaveTextContent('On');
    expect(readValue(SECTION, 'Unread messages emails')).toHaveTextContent('On');
    expect(readValue(SECTION, 'Profile published or refused emails')).toHaveTextContent('On');
    expect(readValue(SECTION, 'Weekly suggestions digest emails')).toHaveTextContent('Off');

    await user.click(screen.getByRole('button', { name: 'Edit Notifications' }));
    const section = within(region(SECTION));
    expect(section.getByRole('switch', { name: /Weekly suggestions digest/ })).not.toBeChecked();
    await user.click(section.getByRole('switch', { name: /Unread messages/ }));
    await user.click(section.getByRole('switch', { name: /Weekly suggestions digest/ }));

    const release = gate();
    server.use(
      route('put', '/profile/notification-settings', 'member', async ({ request }) => {
        await release.opened;
        const body = (await request.json()) as { emails: typeof NOTIFICATION_SETTINGS.emails };
        return ok({ ...NOTIFICATION_SETTINGS, emails: body.emails });
      }),
    );
    await user.click(section.getByRole('button', { name: 'Save' }));
    // While saving, the form says so and takes no more changes.
    expect(await section.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(section.getByRole('switch', { name: /New match/ })).toBeDisabled();
    release.open();

    expect(await screen.findByText('Notifications updated successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/notification-settings').map((r) => r.json)).toEqual([
      { emails: { match: true, accepted: true, message: false, review: true, digest: true } },
    ]);
    // The toast and the section's return to reading are separate renders: the values show once it is back.
    await screen.findByRole('button', { name: 'Edit Notifications' });
    expect(readValue(SECTION, 'Unread messages emails')).toHaveTextContent('Off');
    expect(readValue(SECTION, 'Weekly suggestions digest emails')).toHaveTextContent('On');
  });

  it('Cancel leaves the settings as they were, without a call', async () => {
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Edit Notifications' }));
    const section = within(region(SECTION));
    await user.click(section.getByRole('switch', { name: /New match/ }));
    await user.click(section.getByRole('button', { name: 'Cancel' }));
    expect(readValue(SECTION, 'New match emails')).toHaveTextContent('On');
    expect(requestsTo('PUT', '/profile/notification-settings')).toHaveLength(0);
  });

  it('shows the server message when saving fails, and keeps the switches as the member set them', async () => {
    server.use(
      route('put', '/profile/notification-settings', 'member', () =>
        fail(400, 'Your settings could not be saved. Please try again.'),
      ),
    );
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Edit Notifications' }));
    const section = within(region(SECTION));
    await user.click(section.getByRole('switch', { name: /Someone accepted you/ }));
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your settings could not be saved. Please try again.')).toBeInTheDocument();
    expect(section.getByRole('switch', { name: /Someone accepted you/ })).not.toBeChecked();
    expect(section.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says so when the settings cannot be loaded, and the rest of the page stays', async () => {
    server.use(route('get', '/profile/notification-settings', 'member', () => fail(500)));
    await openProfilePage();
    expect(await within(region(SECTION)).findByText('Failed to load your notification settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Notifications' })).not.toBeInTheDocument();
    expect(region('Personal Details')).toBeInTheDocument();
  });
});

describe('Push notifications on this device', () => {
  const ENDPOINT = 'https://push.example/subscription/abc';
  const KEYS = {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  /** A browser that can take push, whose push service hands out one subscription. */
  function pushCapableBrowser() {
    let current: { endpoint: string; unsubscribe: () => Promise<boolean> } | null = null;
    const subscribe = vi.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      current = { endpoint: ENDPOINT, unsubscribe: async () => ((current = null), true) };
      return { ...current, options, toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }) };
    });
    const registration = { pushManager: { subscribe, getSubscription: async () => current } };
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
    });
    return subscribe;
  }

  it('subscribes this browser with the server key and tells the server, then turns it off again', async () => {
    const subscribe = pushCapableBrowser();
    server.use(
      route('get', '/profile/notification-settings', 'member', () =>
        ok({ ...NOTIFICATION_SETTINGS, push: { publicKey: 'AQID', subscriptions: 0 } }),
      ),
    );
    const { user } = await openNotifications();
    await user.click(await screen.findByRole('button', { name: 'Turn on push on this device' }));
    expect(await screen.findByRole('button', { name: 'Turn off push on this device' })).toBeEnabled();
    // The VAPID key, base64url "AQID", as bytes.
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3]) });
    expect(requestsTo('POST', '/profile/push-subscription').map((r) => r.json)).toEqual([
      { endpoint: ENDPOINT, keys: KEYS },
    ]);

    await user.click(screen.getByRole('button', { name: 'Turn off push on this device' }));
    expect(await screen.findByRole('button', { name: 'Turn on push on this device' })).toBeEnabled();
    expect(requestsTo('POST', '/profile/push-subscription/remove').map((r) => r.json)).toEqual([
      { endpoint: ENDPOINT },
    ]);
  });
});
