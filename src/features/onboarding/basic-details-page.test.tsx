import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import { failureCases } from '../../../tests/support/failure-cases';
import { activateLanguage } from '../../lib/i18n/i18n';

type User = ReturnType<typeof renderRoute>['user'];

function renderBasics() {
  return renderRoute('/app/profile-onboarding/basic-details', { member: true });
}

async function typeDob(user: User, text: string) {
  await user.click(await screen.findByLabelText('Date of birth'));
  await user.paste(text);
  await user.keyboard('{Escape}');
}

async function fillBasics(user: User) {
  await typeDob(user, '05/14/1995');
  await user.type(screen.getByLabelText('Weight (kg)'), '62.5');
  await user.type(screen.getByLabelText('Feet'), '5');
  await user.type(screen.getByLabelText('Inches'), '7');
  await user.selectOptions(screen.getByLabelText('Gender'), 'FEMALE');
}

// Date picker renders are heavy in jsdom on a busy machine.
describe('basic details onboarding step', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('../../app/layouts/member-layout'), import('./basic-details-page')]));

  it('keeps the limits of spec 5 on the fields', async () => {
    renderBasics();
    expect(await screen.findByLabelText('Date of birth')).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    expect(screen.getByLabelText('Feet')).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Inches')).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Inches')).toHaveAttribute('max', '11');
    expect(
      within(screen.getByLabelText('Gender'))
        .getAllByRole<HTMLOptionElement>('option')
        .map((o) => o.value),
    ).toEqual(['', 'MALE', 'FEMALE', 'OTHER']);
  });

  it('offers a calendar with a year dropdown from 1960 to this year', async () => {
    const { user } = renderBasics();
    await user.click(await screen.findByLabelText('Date of birth'));
    const years = (await screen.findAllByRole('combobox')).find((el) =>
      within(el).queryByRole('option', { name: '1960' }),
    );
    expect(years).toBeDefined();
    const options = within(years as HTMLElement)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('1960');
    expect(options.at(-1)).toBe(String(new Date().getFullYear()));
  });

  it('saves {dob, weight, height in total inches, gender} and goes on to lifestyle', async () => {
    const { user, path } = renderBasics();
    await fillBasics(user);
    expect(screen.getByLabelText('Date of birth')).toHaveValue('05/14/1995');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Basic details saved successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/basic-details').map((r) => r.json)).toEqual([
      { dob: '05/14/1995', weight: 62.5, height: 67, gender: 'FEMALE' },
    ]);
    await waitFor(() => expect(path()).toBe('/app/profile-onboarding/lifestyle-details'));
  });

  it('sends nothing while a field is missing or inches exceed 11', async () => {
    const { user } = renderBasics();
    await fillBasics(user);
    await user.clear(screen.getByLabelText('Inches'));
    await user.type(screen.getByLabelText('Inches'), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Inches')).toBeInvalid();

    await user.clear(screen.getByLabelText('Inches'));
    await user.clear(screen.getByLabelText('Weight (kg)'));
    await user.type(screen.getByLabelText('Inches'), '11');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Weight (kg)')).toBeInvalid();
    expect(requestsTo('PUT', '/profile/basic-details')).toHaveLength(0);
  });

  it('says the date is month first, and names a date typed day first instead of dropping it silently', async () => {
    const { user } = renderBasics();
    const dob = await screen.findByLabelText('Date of birth');
    expect(dob).toHaveAccessibleDescription('Month first: MM/DD/YYYY, for example 12/25/1995.');
    await typeDob(user, '25/12/1995');
    await user.click(screen.getByLabelText('Weight (kg)'));
    const message =
      'We could not read "25/12/1995" as a date. Type the month first, as MM/DD/YYYY: for example 12/25/1995 for 25 December 1995.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(dob).toHaveAccessibleDescription(message);
    expect(dob).toHaveAttribute('aria-invalid', 'true');

    await user.clear(dob);
    await typeDob(user, '12/25/1995');
    await user.click(screen.getByLabelText('Weight (kg)'));
    expect(dob).toHaveValue('12/25/1995');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(dob).toHaveAccessibleDescription('Month first: MM/DD/YYYY, for example 12/25/1995.');
  });

  it('opens a calendar with Hindi month and day names and labels', async () => {
    await activateLanguage('hi');
    const { user } = renderBasics();
    await user.click(await screen.findByLabelText('जन्म तिथि'));
    const calendar = await screen.findByRole('dialog');
    const months = () =>
      within(calendar)
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() => expect(months()).toEqual(expect.arrayContaining(['जनवरी', 'फ़रवरी', 'दिसंबर'])));
    expect(months()).not.toContain('January');
    expect(calendar).toHaveTextContent('रवि');
    expect(within(calendar).getByRole('button', { name: 'पिछला महीना' })).toBeInTheDocument();
  });

  it('does not take a date before 1 Jan 1960', async () => {
    const { user } = renderBasics();
    await fillBasics(user);
    await user.clear(screen.getByLabelText('Date of birth'));
    await typeDob(user, '12/31/1959');
    // The picker drops a date outside its range, which leaves the required field empty.
    expect(screen.getByLabelText('Date of birth')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Date of birth')).toBeInvalid();
    expect(requestsTo('PUT', '/profile/basic-details')).toHaveLength(0);
  });

  it.each(failureCases('Failed to save basic details.', 'An error occurred while saving basic details'))(
    'shows $name when saving fails and keeps the form',
    async ({ respond, text, logs }) => {
      if (logs) expectConsoleError(logs);
      server.use(route('put', '/profile/basic-details', 'member', respond));
      const { user, path } = renderBasics();
      await fillBasics(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByLabelText('Date of birth')).toHaveValue('05/14/1995');
      expect(screen.getByLabelText('Weight (kg)')).toHaveValue(62.5);
      expect(path()).toBe('/app/profile-onboarding/basic-details');
    },
  );
});
