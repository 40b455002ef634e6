import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import { failureCases } from '../../../tests/support/failure-cases';

function renderName() {
  return renderRoute('/app/profile-onboarding/name', { member: true });
}

describe('name onboarding step', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('../../app/layouts/member-layout'), import('./name-page')]));

  it.each([
    ['both are empty', '', ''],
    ['the last name is missing', 'Priya', '  '],
    ['the first name is missing', ' ', 'Nair'],
  ])('asks for both names when %s and sends nothing', async (_case, first, last) => {
    const { user } = renderName();
    if (first) await user.type(await screen.findByLabelText('First name'), first);
    if (last) await user.type(await screen.findByLabelText('Last name'), last);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter both first and last name.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/name')).toHaveLength(0);
  });

  it('saves {firstName, lastName} and goes on to basic details', async () => {
    const { user, path } = renderName();
    expect(await screen.findByRole('progressbar', { name: 'Profile: step 1 of 8' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), ' Priya ');
    await user.type(screen.getByLabelText('Last name'), 'Nair');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Name updated successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/name').map((r) => r.json)).toEqual([{ firstName: 'Priya', lastName: 'Nair' }]);
    await waitFor(() => expect(path()).toBe('/app/profile-onboarding/basic-details'));
  });

  it('sends one request for a double click and shows it is busy meanwhile', async () => {
    let release: () => void = () => undefined;
    server.use(
      route('put', '/profile/name', 'member', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return ok();
      }),
    );
    const { user } = renderName();
    await user.type(await screen.findByLabelText('First name'), 'Priya');
    await user.type(screen.getByLabelText('Last name'), 'Nair');
    const button = screen.getByRole('button', { name: 'Continue' });
    await user.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('Name updated successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/name')).toHaveLength(1);
  });

  it.each(failureCases('Failed to update name.', 'An error occurred while updating name'))(
    'shows $name when saving fails and keeps what was typed',
    async ({ respond, text, logs }) => {
      if (logs) expectConsoleError(logs);
      server.use(route('put', '/profile/name', 'member', respond));
      const { user, path } = renderName();
      await user.type(await screen.findByLabelText('First name'), 'Priya');
      await user.type(screen.getByLabelText('Last name'), 'Nair');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByLabelText('First name')).toHaveValue('Priya');
      expect(screen.getByLabelText('Last name')).toHaveValue('Nair');
      expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
      expect(path()).toBe('/app/profile-onboarding/name');
    },
  );
});
