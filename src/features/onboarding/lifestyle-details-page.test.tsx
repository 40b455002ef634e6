import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import { failureCases } from '../../../tests/support/failure-cases';

type User = ReturnType<typeof renderRoute>['user'];

function renderLifestyle() {
  return renderRoute('/app/profile-onboarding/lifestyle-details', { member: true });
}

async function fillLifestyle(user: User) {
  await user.selectOptions(await screen.findByLabelText('Smoking'), 'NEVER');
  await user.selectOptions(screen.getByLabelText('Drinking'), 'SOCIALLY');
  await user.selectOptions(screen.getByLabelText('Food'), 'NON_VEGETARIAN');
  await user.selectOptions(screen.getByLabelText('Pets'), 'YES');
  await user.selectOptions(screen.getByLabelText('Religion'), 'ZOROASTRIAN');
  await user.selectOptions(screen.getByLabelText('Religious'), 'MODERATE');
}

function optionValues(label: string) {
  return within(screen.getByLabelText(label))
    .getAllByRole<HTMLOptionElement>('option')
    .map((o) => o.value)
    .filter(Boolean);
}

describe('lifestyle onboarding step', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('../../app/layouts/member-layout'), import('./lifestyle-details-page')]));

  it('offers the values of spec 3, with only the two onboarding foods', async () => {
    renderLifestyle();
    await screen.findByLabelText('Smoking');
    expect(optionValues('Smoking')).toEqual(['NEVER', 'OCCASIONALLY', 'SOCIALLY', 'ALWAYS']);
    expect(optionValues('Drinking')).toEqual(['NEVER', 'OCCASIONALLY', 'SOCIALLY', 'ALWAYS']);
    expect(optionValues('Food')).toEqual(['VEGETARIAN', 'NON_VEGETARIAN']);
    expect(optionValues('Pets')).toEqual(['YES', 'NO']);
    expect(optionValues('Religion')).toHaveLength(10);
    expect(optionValues('Religious')).toEqual(['CONSERVATIVE', 'MODERATE', 'AGNOSTIC', 'ATHEIST']);
    expect(screen.getByRole('option', { name: 'Non Vegetarian' })).toBeInTheDocument();
  });

  it('sends nothing while a choice is missing', async () => {
    const { user } = renderLifestyle();
    await user.selectOptions(await screen.findByLabelText('Smoking'), 'NEVER');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Drinking')).toBeInvalid();
    expect(requestsTo('PUT', '/profile/lifestyle-details')).toHaveLength(0);
  });

  it('saves the six choices and goes on to family details', async () => {
    const { user, path } = renderLifestyle();
    await fillLifestyle(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your lifestyle preferences have been saved successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/lifestyle-details').map((r) => r.json)).toEqual([
      {
        smoking: 'NEVER',
        drinking: 'SOCIALLY',
        food: 'NON_VEGETARIAN',
        pets: 'YES',
        religion: 'ZOROASTRIAN',
        religious: 'MODERATE',
      },
    ]);
    await waitFor(() => expect(path()).toBe('/app/profile-onboarding/family-details'));
  });

  it.each(
    failureCases(
      "Sorry, we couldn't save your preferences.",
      'An error occurred while updating your lifestyle preferences',
    ),
  )('shows $name when saving fails and keeps the choices', async ({ respond, text, logs }) => {
    if (logs) expectConsoleError(logs);
    server.use(route('put', '/profile/lifestyle-details', 'member', respond));
    const { user, path } = renderLifestyle();
    await fillLifestyle(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Religion')).toHaveValue('ZOROASTRIAN');
    expect(path()).toBe('/app/profile-onboarding/lifestyle-details');
  });
});
