import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { allowForColdProfilePage, openProfilePage, region } from '../../../tests/support/my-profile-page';

allowForColdProfilePage();

const ACTIVE = {
  relative: {
    email: 'mother@example.com',
    state: 'ACTIVE',
    invitedAt: '2026-11-20T07:00:00.000Z',
    acceptedAt: '2026-11-21T07:00:00.000Z',
  },
};

describe('Family access section of the own profile page', () => {
  it('invites a relative by email and shows the invitation as waiting', async () => {
    const { user } = await openProfilePage();
    const section = within(region('Family access'));
    await user.type(await section.findByLabelText("Relative's email"), 'mother@example.com');
    await user.click(section.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to mother@example.com.')).toBeInTheDocument();
    expect(requestsTo('POST', '/family/invite').map((r) => r.json)).toEqual([{ email: 'mother@example.com' }]);
    expect(section.getByRole('status')).toHaveTextContent(
      'Invitation sent to mother@example.com; waiting for them to set a password.',
    );
    expect(section.getByRole('button', { name: 'Withdraw invitation' })).toBeInTheDocument();
  });

  it("shows the server's refusal of an invitation", async () => {
    server.use(
      route('post', '/family/invite', 'member', () =>
        fail(400, 'Please invite a family member with their own email, not yours.'),
      ),
    );
    const { user } = await openProfilePage();
    const section = within(region('Family access'));
    await user.type(await section.findByLabelText("Relative's email"), 'me@example.com');
    await user.click(section.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Please invite a family member with their own email, not yours.'),
    ).toBeInTheDocument();
    expect(section.getByLabelText("Relative's email")).toHaveValue('me@example.com');
  });

  it('ends active access only after the member confirms', async () => {
    server.use(route('get', '/family', 'member', () => ok(ACTIVE)));
    const { user } = await openProfilePage();
    const section = within(region('Family access'));
    expect(await section.findByText(/mother@example.com has family access since/)).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'End access' }));
    expect(
      section.getByText('End family access for mother@example.com? They are logged out at once.'),
    ).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('DELETE', '/family')).toEqual([]);

    await user.click(section.getByRole('button', { name: 'End access' }));
    await user.click(section.getByRole('button', { name: 'Yes, end access' }));
    expect(await screen.findByText('Family access ended.')).toBeInTheDocument();
    expect(requestsTo('DELETE', '/family')).toHaveLength(1);
    await waitFor(() => expect(section.getByLabelText("Relative's email")).toHaveValue(''));
  });
});
