import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import { failureCases } from '../../../tests/support/failure-cases';
import { activateLanguage } from '../../lib/i18n/i18n';

type User = ReturnType<typeof renderRoute>['user'];

const degreeScan = () => new File([new Uint8Array(4000)], 'mba-degree.jpg', { type: 'image/jpeg' });
const salarySlip = () => new File([new Uint8Array(2500)], 'salary-slip.png', { type: 'image/png' });

function renderProfession() {
  return renderRoute('/app/profile-onboarding/profession', { member: true });
}

async function chooseDegree(user: User, search: string, degree: string) {
  await user.type(await screen.findByLabelText('Highest degree'), search);
  await user.click(await screen.findByRole('option', { name: degree }));
}

async function fillProfession(user: User, slabLabel: string) {
  await chooseDegree(user, 'MBA', 'MBA');
  await user.upload(screen.getByLabelText('Degree certificate'), degreeScan());
  await user.type(screen.getByLabelText('College / Institution'), ' IIM Ahmedabad ');
  await user.selectOptions(screen.getByLabelText('Income slab'), slabLabel);
  if (slabLabel !== 'No Income') await user.upload(screen.getByLabelText('Income proof'), salarySlip());
  await user.type(screen.getByLabelText('Current workplace'), 'Infosys');
}

async function submit(user: User) {
  await user.click(screen.getByRole('button', { name: 'Finish' }));
}

describe('profession onboarding step', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('../../app/layouts/member-layout'), import('./profession-page')]));

  it('tells a screen reader about the degree list in Hindi', async () => {
    await activateLanguage('hi');
    const user = userEvent.setup();
    renderProfession();
    await user.type(await screen.findByLabelText('सबसे ऊँची डिग्री'), 'MBA');
    expect(await screen.findByText('"MBA" के लिए 1 नतीजा मिला।')).toBeInTheDocument();
    expect(await screen.findByText('विकल्प MBA, 1 में से 1।')).toBeInTheDocument();
  });

  it('finds degrees by typing', async () => {
    const { user } = renderProfession();
    await user.type(await screen.findByLabelText('Highest degree'), 'Tech');
    expect(await screen.findByRole('option', { name: 'BTech' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'MTech' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'MBA' })).not.toBeInTheDocument();
  });

  it('offers the seven income slabs', async () => {
    renderProfession();
    await screen.findByLabelText('Income slab');
    for (const label of ['No Income', '0-5 LPA', '5-10 LPA', '10-20 LPA', '20-50 LPA', '50-100 LPA', '100+ LPA']) {
      expect(screen.getByRole('option', { name: label })).toBeInTheDocument();
    }
  });

  it('checks the fields in the order of spec 5 and sends nothing meanwhile', async () => {
    const { user } = renderProfession();
    await screen.findByLabelText('Highest degree');
    const expectMessage = async (text: string) => {
      await submit(user);
      expect(await screen.findByText(text)).toBeInTheDocument();
    };

    await expectMessage('Please select your highest degree.');
    await chooseDegree(user, 'PhD', 'PhD');
    await expectMessage('Please upload an image of your highest degree certificate.');
    await user.upload(screen.getByLabelText('Degree certificate'), degreeScan());
    await expectMessage('Please enter the name of your college/institution.');
    await user.type(screen.getByLabelText('College / Institution'), 'IISc');
    await user.selectOptions(screen.getByLabelText('Income slab'), '20-50 LPA');
    await expectMessage('Please upload your income proof or change your income slab to No Income.');
    await user.upload(screen.getByLabelText('Income proof'), salarySlip());
    await expectMessage('Please enter your current workplace.');
    expect(requestsTo('POST', '/profile/profession')).toHaveLength(0);
  });

  it('refuses certificates that are not images', async () => {
    renderProfession();
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText<HTMLInputElement>('Degree certificate');
    await user.upload(input, new File(['%PDF'], 'degree.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Only image files are allowed.')).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('Degree certificate').files).toHaveLength(0);
  });

  it('posts the multipart fields of spec 7 with the slab range, then goes home', async () => {
    const { user, path } = renderProfession();
    await fillProfession(user, '5-10 LPA');
    await submit(user);
    expect(await screen.findByText('Your professional details have been saved successfully!')).toBeInTheDocument();
    expect(requestsTo('POST', '/profile/profession').map((r) => r.form)).toEqual([
      {
        degreeFile: [{ name: 'mba-degree.jpg', type: 'image/jpeg', size: 4000 }],
        incomeFile: [{ name: 'salary-slip.png', type: 'image/png', size: 2500 }],
        degree: ['MBA'],
        minIncome: ['5'],
        maxIncome: ['10'],
        college: ['IIM Ahmedabad'],
        workplace: ['Infosys'],
      },
    ]);
    await waitFor(() => expect(path()).toBe('/app/home'));
  });

  it('sends only minIncome for 100+ LPA', async () => {
    const { user } = renderProfession();
    await fillProfession(user, '100+ LPA');
    await submit(user);
    await screen.findByText('Your professional details have been saved successfully!');
    const [request] = requestsTo('POST', '/profile/profession');
    expect(request.form?.minIncome).toEqual(['100']);
    expect(request.form).not.toHaveProperty('maxIncome');
  });

  it('clears the income proof when No Income is chosen and sends no proof and no range', async () => {
    const { user } = renderProfession();
    await fillProfession(user, '0-5 LPA');
    await user.selectOptions(screen.getByLabelText('Income slab'), 'No Income');
    expect(screen.queryByLabelText('Income proof')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Income slab'), '0-5 LPA');
    expect(screen.getByLabelText<HTMLInputElement>('Income proof').files).toHaveLength(0);
    await submit(user);
    expect(
      await screen.findByText('Please upload your income proof or change your income slab to No Income.'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Income slab'), 'No Income');
    await submit(user);
    await screen.findByText('Your professional details have been saved successfully!');
    expect(requestsTo('POST', '/profile/profession').map((r) => r.form)).toEqual([
      {
        degreeFile: [{ name: 'mba-degree.jpg', type: 'image/jpeg', size: 4000 }],
        degree: ['MBA'],
        college: ['IIM Ahmedabad'],
        workplace: ['Infosys'],
      },
    ]);
  });

  it.each(
    failureCases(
      "Sorry, we couldn't save your professional details.",
      'An error occurred while updating your professional details',
    ),
  )('shows $name when saving fails and keeps the form', async ({ respond, text, logs }) => {
    if (logs) expectConsoleError(logs);
    server.use(route('post', '/profile/profession', 'member', respond));
    const { user, path } = renderProfession();
    await fillProfession(user, '10-20 LPA');
    await submit(user);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('MBA')).toBeInTheDocument();
    expect(screen.getByLabelText('College / Institution')).toHaveValue(' IIM Ahmedabad ');
    expect(screen.getByLabelText<HTMLInputElement>('Income proof').files?.[0]?.name).toBe('salary-slip.png');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
    expect(path()).toBe('/app/profile-onboarding/profession');
  });
});
