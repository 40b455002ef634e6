import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, route } from '../../../tests/mocks/http';
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

const SECTION = 'Privacy';

async function openPrivacy() {
  const rendered = await openProfilePage();
  await waitFor(() => expect(readValue(SECTION, 'Who sees my photos')).toHaveTextContent('Everyone'));
  return rendered;
}

describe('Privacy section of the own profile page', () => {
  it('shows the settings, and saves the photo mode, the pause and visits while saying it is saving', async () => {
    const { user } = await openPrivacy();
    expect(readValue(SECTION, 'Profile paused')).toHaveTextContent('No');
    expect(readValue(SECTION, 'Visits recorded')).toHaveTextContent('On');

    await user.click(screen.getByRole('button', { name: 'Edit Privacy' }));
    const section = within(region(SECTION));
    expect(section.getByRole('radio', { name: /Everyone/ })).toBeChecked();
    await user.click(section.getByRole('radio', { name: /Blurred until I accept/ }));
    await user.click(section.getByRole('switch', { name: /Pause my profile/ }));
    await user.click(section.getByRole('switch', { name: /Record my visits/ }));

    const release = gate();
    server.use(
      route('put', '/profile/privacy', 'member', async ({ request }) => {
        await release.opened;
        return ok(await request.json());
      }),
    );
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(section.getByRole('radio', { name: /Matches only/ })).toBeDisabled();
    release.open();

    expect(await screen.findByText('Privacy updated successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/privacy').map((r) => r.json)).toEqual([
      { photos: 'BLURRED', hidden: true, recordVisits: false },
    ]);
    expect(readValue(SECTION, 'Who sees my photos')).toHaveTextContent('Blurred until I accept');
    expect(readValue(SECTION, 'Profile paused')).toHaveTextContent('Yes');
    expect(readValue(SECTION, 'Visits recorded')).toHaveTextContent('Off');
  });

  it('keeps the choice on a failed save and shows the server’s message', async () => {
    const { user } = await openPrivacy();
    await user.click(screen.getByRole('button', { name: 'Edit Privacy' }));
    const section = within(region(SECTION));
    await user.click(section.getByRole('radio', { name: /Matches only/ }));
    server.use(route('put', '/profile/privacy', 'member', () => fail(500, 'Something went wrong.')));
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(section.getByRole('radio', { name: /Matches only/ })).toBeChecked();
    expect(section.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says so when the settings cannot be read, and the rest of the page stays', async () => {
    server.use(route('get', '/profile/privacy', 'member', () => fail(500)));
    await openProfilePage();
    expect(await within(region(SECTION)).findByText('Failed to load your privacy settings.')).toBeInTheDocument();
    expect(region('Personal Details')).toBeInTheDocument();
  });
});
