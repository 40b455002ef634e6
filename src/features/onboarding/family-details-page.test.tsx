import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import { failureCases } from '../../../tests/support/failure-cases';
import { wordsOf } from '../../../tests/support/words';

type User = ReturnType<typeof renderRoute>['user'];

function renderFamily() {
  return renderRoute('/app/profile-onboarding/family-details', { member: true });
}

/** Everything except the two fields spec 5 checks with its own messages. */
async function fillCounts(user: User) {
  await user.type(await screen.findByLabelText('Brothers'), '2');
  await user.type(screen.getByLabelText('Sisters'), '0');
  await user.selectOptions(screen.getByLabelText("Father's occupation"), 'GOVT SERVICE');
  await user.selectOptions(screen.getByLabelText("Mother's occupation"), 'HOUSE WIFE');
}

async function fillAll(user: User) {
  await fillCounts(user);
  await user.click(screen.getByLabelText('About my family'));
  await user.paste(wordsOf(20));
  await user.click(screen.getByLabelText('Tamil'));
  await user.click(screen.getByLabelText('English'));
  await user.click(screen.getByLabelText('Assamese'));
}

describe('family onboarding step', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('../../app/layouts/member-layout'), import('./family-details-page')]));

  it('offers the 23 onboarding languages', async () => {
    renderFamily();
    const group = await screen.findByRole('group', { name: 'Languages I speak' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(23);
    expect(screen.getByLabelText('Oriya')).not.toBeChecked();
    expect(screen.getByLabelText('Brothers')).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Sisters')).toHaveAttribute('min', '0');
  });

  it('asks for 20 words about the family, then a language, and sends nothing meanwhile', async () => {
    const { user } = renderFamily();
    await fillCounts(user);
    await user.click(screen.getByLabelText('About my family'));
    await user.paste(wordsOf(19));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please write at least 20 words about your family.')).toBeInTheDocument();
    expect(screen.queryByText('Please select at least one language you speak.')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('About my family'), ' last');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select at least one language you speak.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/family-details')).toHaveLength(0);
  });

  it('refuses a negative number of brothers', async () => {
    const { user } = renderFamily();
    await fillAll(user);
    await user.clear(screen.getByLabelText('Brothers'));
    await user.type(screen.getByLabelText('Brothers'), '-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Brothers')).toBeInvalid();
    expect(requestsTo('PUT', '/profile/family-details')).toHaveLength(0);
  });

  it('saves numbers, occupations, the text and the languages, then goes on to about me', async () => {
    const { user, path } = renderFamily();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your family details have been saved successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/family-details').map((r) => r.json)).toEqual([
      {
        brothers: 2,
        sisters: 0,
        fathersOccupation: 'GOVT SERVICE',
        mothersOccupation: 'HOUSE WIFE',
        aboutMyFamily: wordsOf(20),
        languages: ['ASSAMESE', 'TAMIL', 'ENGLISH'],
      },
    ]);
    await waitFor(() => expect(path()).toBe('/app/profile-onboarding/about-me'));
  });

  it.each(
    failureCases(
      "Sorry, we couldn't save your family details.",
      'An error occurred while updating your family details',
    ),
  )('shows $name when saving fails and keeps the form', async ({ respond, text, logs }) => {
    if (logs) expectConsoleError(logs);
    server.use(route('put', '/profile/family-details', 'member', respond));
    const { user, path } = renderFamily();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('About my family')).toHaveValue(wordsOf(20));
    expect(screen.getByLabelText('Tamil')).toBeChecked();
    expect(path()).toBe('/app/profile-onboarding/family-details');
  });
});
