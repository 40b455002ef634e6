import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnerPool } from '../../../contract/schemas/partner-preferences';
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

const TITLE = 'Partner Preferences';
const section = () => within(region(TITLE));

async function openEditor() {
  const { user } = await openProfilePage();
  await user.click(await section().findByRole('button', { name: 'Edit Partner Preferences' }));
  return user;
}

describe('own profile page: Partner Preferences', () => {
  it('reads "No preference" everywhere before any were set', async () => {
    await openProfilePage();
    await waitFor(() => expect(readValue(TITLE, 'Age')).toHaveTextContent('No preference'));
    expect(readValue(TITLE, 'Food')).toHaveTextContent('No preference');
    expect(section().queryByText('Dealbreaker')).not.toBeInTheDocument();
    expect(requestsTo('GET', '/profile/partner-preferences')).toHaveLength(1);
  });

  it('saves what was chosen, with its dealbreakers, showing that it saves', async () => {
    const request = gate();
    server.use(
      route('put', '/profile/partner-preferences', 'member', async ({ request: sent }) => {
        await request.opened;
        return ok({ preferences: await sent.json(), pool: { count: 12, relax: [] } });
      }),
    );
    const user = await openEditor();
    const f = within(region(TITLE));
    await user.type(f.getByLabelText('From age'), '24');
    await user.type(f.getByLabelText('To age'), '31');
    await user.click(f.getByRole('checkbox', { name: 'Vegetarian' }));
    await user.click(f.getByRole('checkbox', { name: 'Vegan' }));
    await user.click(f.getByRole('switch', { name: 'Dealbreaker for Food' }));
    await user.click(within(f.getByRole('group', { name: 'Smoking' })).getByRole('checkbox', { name: 'Never' }));
    await user.type(f.getByLabelText('City'), 'Pune, Mumbai ');
    await user.click(f.getByRole('button', { name: 'Save' }));

    expect(await f.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(f.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    request.open();

    expect(await screen.findByText('Partner Preferences updated successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/partner-preferences').map((r) => r.json)).toEqual([
      {
        ageRange: { min: 24, max: 31 },
        smoking: ['NEVER'],
        food: ['VEGETARIAN', 'VEGAN'],
        cities: ['Pune', 'Mumbai'],
        dealbreakers: ['food'],
      },
    ]);
    // The toast and the section's return to reading are separate renders: the values show once it is back.
    await screen.findByRole('button', { name: `Edit ${TITLE}` });
    expect(readValue(TITLE, 'Age')).toHaveTextContent('24 to 31 years');
    expect(readValue(TITLE, 'Food')).toHaveTextContent('Vegetarian, Vegan');
    expect(within(readValue(TITLE, 'Food')).getByText('Dealbreaker')).toBeInTheDocument();
    expect(within(readValue(TITLE, 'Smoking')).queryByText('Dealbreaker')).not.toBeInTheDocument();
    expect(readValue(TITLE, 'City')).toHaveTextContent('Pune, Mumbai');
    expect(section().getByText('12 members fit your dealbreakers.')).toBeInTheDocument();
  });

  it('offers the family fields: marital status, manglik and the least guna match, each a possible dealbreaker', async () => {
    server.use(
      route('put', '/profile/partner-preferences', 'member', async ({ request: sent }) =>
        ok({ preferences: await sent.json(), pool: { count: 12, relax: [] } }),
      ),
    );
    const user = await openEditor();
    const f = within(region(TITLE));
    await user.click(
      within(f.getByRole('group', { name: 'Marital status' })).getByRole('checkbox', { name: 'Never married' }),
    );
    await user.click(within(f.getByRole('group', { name: 'Manglik' })).getByRole('checkbox', { name: 'No' }));
    await user.selectOptions(f.getByLabelText('Guna match'), '24 of 36 or more');
    await user.click(f.getByRole('switch', { name: 'Dealbreaker for Guna match' }));
    await user.click(f.getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: `Edit ${TITLE}` });
    expect(requestsTo('PUT', '/profile/partner-preferences').map((r) => r.json)).toEqual([
      { maritalStatuses: ['NEVER_MARRIED'], manglik: ['NO'], minGuna: 24, dealbreakers: ['minGuna'] },
    ]);
    expect(readValue(TITLE, 'Guna match')).toHaveTextContent('24 of 36 or more');
    expect(within(readValue(TITLE, 'Guna match')).getByText('Dealbreaker')).toBeInTheDocument();
    expect(readValue(TITLE, 'Marital status')).toHaveTextContent('Never married');
  });

  it('says what is wrong, sends nothing and keeps what was typed', async () => {
    const user = await openEditor();
    const f = within(region(TITLE));
    await user.type(f.getByLabelText('From age'), '31');
    await user.type(f.getByLabelText('To age'), '24');
    await user.click(f.getByRole('button', { name: 'Save' }));
    expect(f.getByRole('alert')).toHaveTextContent('The lowest age must not be above the highest.');
    expect(f.getByLabelText('From age')).toHaveValue(31);

    await user.clear(f.getByLabelText('To age'));
    await user.type(f.getByLabelText('To age'), '35');
    await user.click(f.getByRole('switch', { name: 'Dealbreaker for Religion' }));
    await user.click(f.getByRole('button', { name: 'Save' }));
    expect(f.getByRole('alert')).toHaveTextContent('Religion is marked a dealbreaker but has no preference set.');
    expect(requestsTo('PUT', '/profile/partner-preferences')).toHaveLength(0);

    await user.click(f.getByRole('button', { name: 'Cancel' }));
    expect(readValue(TITLE, 'Age')).toHaveTextContent('No preference');
    expect(requestsTo('PUT', '/profile/partner-preferences')).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the form open", async () => {
    server.use(
      route('put', '/profile/partner-preferences', 'member', () =>
        fail(400, 'The lowest height must not be above the highest.'),
      ),
    );
    const user = await openEditor();
    const f = within(region(TITLE));
    await user.selectOptions(f.getByLabelText('From height'), `5' 4"`);
    await user.selectOptions(f.getByLabelText('To height'), `6' 0"`);
    await user.click(f.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The lowest height must not be above the highest.')).toBeInTheDocument();
    expect(f.getByLabelText('From height')).toHaveValue('64');
    expect(f.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('when few fit, says what widening adds and applies it with one tap', async () => {
    const narrow: PartnerPool = {
      count: 1,
      relax: [
        {
          field: 'ageRange',
          text: 'Widening the age range to 21-34 adds 9 members',
          adds: 9,
          preferences: { ageRange: { min: 21, max: 34 }, dealbreakers: ['ageRange'] },
        },
      ],
    };
    server.use(
      route('get', '/profile/partner-preferences', 'member', () =>
        ok({ ageRange: { min: 24, max: 31 }, dealbreakers: ['ageRange'] }),
      ),
      route('get', '/profile/partner-preferences/pool', 'member', () => ok(narrow)),
    );
    const { user } = await openProfilePage();
    expect(await section().findByText('Only 1 member fits your dealbreakers.')).toBeInTheDocument();
    expect(section().getByText('Widening the age range to 21-34 adds 9 members.')).toBeInTheDocument();
    await user.click(section().getByRole('button', { name: 'Apply: Widening the age range to 21-34 adds 9 members' }));
    expect(await screen.findByText('Partner Preferences updated successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/partner-preferences').map((r) => r.json)).toEqual([
      { ageRange: { min: 21, max: 34 }, dealbreakers: ['ageRange'] },
    ]);
    // The saved preferences show in the render after the toast's.
    await waitFor(() => expect(readValue(TITLE, 'Age')).toHaveTextContent('21 to 34 years'));
    expect(section().getByText('12 members fit your dealbreakers.')).toBeInTheDocument();
  });
});
