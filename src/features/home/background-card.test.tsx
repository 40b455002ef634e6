import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownProfile, verifiedStatus } from '../../../tests/mocks/fixtures';
import { ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { renderRoute } from '../../../tests/render';

const CARD = 'A few things families ask first';
const NONE = {
  createdFor: null,
  maritalStatus: null,
  children: null,
  motherTongue: null,
  community: null,
  occupation: null,
};

/** A published member: one not yet published is sent to the onboarding step that asks the same. */
function published() {
  const review = { status: 'PUBLISHED' as const, reasons: [], note: null };
  server.use(route('get', '/verification/status', 'member', () => ok({ ...verifiedStatus, review })));
}

describe('home: the background card', () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./home-page')]);
  });

  it('asks a member who has not given it, children only when not never married, and saves', async () => {
    published();
    server.use(route('get', '/profile/my', 'member', () => ok({ ...ownProfile, background: NONE })));
    const { user } = renderRoute('/app/home', { member: true });
    const card = await screen.findByRole('region', { name: CARD });
    expect(within(card).queryByLabelText('Children')).not.toBeInTheDocument();

    await user.selectOptions(within(card).getByLabelText('This profile is for'), 'DAUGHTER');
    await user.selectOptions(within(card).getByLabelText('Marital status'), 'DIVORCED');
    await user.selectOptions(within(card).getByLabelText('Mother tongue'), 'MARATHI');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Please tell us about children.');
    expect(within(card).getByLabelText('Mother tongue')).toHaveValue('MARATHI');
    expect(requestsTo('PUT', '/profile/background')).toHaveLength(0);

    await user.selectOptions(within(card).getByLabelText('Children'), 'LIVING_WITH_ME');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thank you! Your details have been saved.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/background').map((r) => r.json)).toEqual([
      { createdFor: 'DAUGHTER', maritalStatus: 'DIVORCED', children: 'LIVING_WITH_ME', motherTongue: 'MARATHI' },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: CARD })).not.toBeInTheDocument());
  }, 15_000);

  it('keeps the job title the member chose beside the workplace when saving', async () => {
    published();
    const chosen = { ...NONE, occupation: 'Architect' };
    server.use(route('get', '/profile/my', 'member', () => ok({ ...ownProfile, background: chosen })));
    const { user } = renderRoute('/app/home', { member: true });
    const card = await screen.findByRole('region', { name: CARD });
    await user.selectOptions(within(card).getByLabelText('This profile is for'), 'SELF');
    await user.selectOptions(within(card).getByLabelText('Marital status'), 'NEVER_MARRIED');
    await user.selectOptions(within(card).getByLabelText('Mother tongue'), 'HINDI');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thank you! Your details have been saved.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/background').map((r) => r.json)).toEqual([
      {
        createdFor: 'SELF',
        maritalStatus: 'NEVER_MARRIED',
        children: null,
        motherTongue: 'HINDI',
        occupation: 'Architect',
      },
    ]);
  }, 15_000);

  it('is not shown to a member who gave it', async () => {
    published();
    renderRoute('/app/home', { member: true });
    await screen.findByRole('heading', { level: 1, name: 'Ananya Sharma' });
    await waitFor(() => expect(requestsTo('GET', '/profile/my')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: CARD })).not.toBeInTheDocument();
  });
});
