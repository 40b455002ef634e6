import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnProfile } from '../../../contract/schemas/profile';
import { ownProfile } from '../../../tests/mocks/fixtures';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo, type RecordedRequest } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import {
  allowForColdProfilePage,
  gate,
  imageFile,
  openProfilePage,
  readValue,
  region,
  serveProfile,
  sparseProfile,
} from '../../../tests/support/my-profile-page';
import { wordsOf as words } from '../../../tests/support/words';

allowForColdProfilePage();

const NEW_ABOUT_ME = words(30);

/** What every section is tested for; the values come from the shared fixture. */
interface SectionCase {
  title: string;
  path: string;
  /** The read-only list for the demo profile, label -> text. */
  readOnly: Array<[string, string]>;
  /** The read-only list for a profile with nothing filled in. */
  sparse: Array<[string, string]>;
  /** Form controls right after Edit, label -> value. */
  prefilled: Array<[string, string | number | null]>;
  /** Changes some fields of the open form. */
  fill: (user: UserEvent) => Promise<void>;
  /** The exact request the changes produce. */
  expectRequest: (request: RecordedRequest) => void;
  /** Form controls after a failed save: still what the member typed. */
  kept: Array<[string, string | number | null]>;
  /** What the profile reads after the save, and a line of the read-only list that shows it. */
  saved: { profile: OwnProfile; label: string; text: string };
}

function form(title: string) {
  return within(region(title));
}

async function retype(user: UserEvent, control: HTMLElement, text: string) {
  await user.clear(control);
  await user.type(control, text);
}

const personal: SectionCase = {
  title: 'Personal Details',
  path: '/profile/personal-details',
  readOnly: [
    ['First Name', 'Rohan'],
    ['Last Name', 'Verma'],
    ['Age', '30'],
    ['Gender', 'Male'],
    ['Height', `5' 10"`],
    ['Weight', '72 kg'],
  ],
  sparse: [
    ['First Name', 'Not Specified'],
    ['Last Name', 'Not Specified'],
    ['Age', 'Not Specified'],
    ['Gender', 'Not Specified'],
    ['Height', 'Not Specified'],
    ['Weight', 'Not Specified'],
  ],
  // Spec 3: the profile as read has no date of birth, so it starts blank.
  prefilled: [
    ['First Name', 'Rohan'],
    ['Last Name', 'Verma'],
    ['Date of Birth', ''],
    ['Gender', 'MALE'],
    ['Height (inches)', 70],
    ['Weight (kg)', 72],
  ],
  async fill(user) {
    const f = within(region('Personal Details'));
    await retype(user, f.getByLabelText('First Name'), 'Rahul');
    await user.type(f.getByLabelText('Date of Birth'), '05/14/1994');
    await user.keyboard('{Escape}');
    await user.selectOptions(f.getByLabelText('Gender'), 'Other');
    await retype(user, f.getByLabelText('Height (inches)'), '68');
    await retype(user, f.getByLabelText('Weight (kg)'), '70.5');
  },
  expectRequest(request) {
    expect(request.headers['content-type']).toContain('application/json');
    expect(request.json).toEqual({
      firstName: 'Rahul',
      lastName: 'Verma',
      dob: '05/14/1994',
      gender: 'OTHER',
      height: 68,
      weight: 70.5,
    });
  },
  kept: [
    ['First Name', 'Rahul'],
    ['Date of Birth', '05/14/1994'],
    ['Gender', 'OTHER'],
    ['Height (inches)', 68],
    ['Weight (kg)', 70.5],
  ],
  saved: {
    profile: { ...ownProfile, name: { firstName: 'Rahul', lastName: 'Verma' } },
    label: 'First Name',
    text: 'Rahul',
  },
};

const lifestyle: SectionCase = {
  title: 'Lifestyle Details',
  path: '/profile/lifestyle-details',
  readOnly: [
    ['Smoking', 'Never'],
    ['Drinking', 'Occasionally'],
    ['Food Preferences', 'Vegetarian'],
    ['Religion', 'Hindu'],
    ['Religious', 'Moderate'],
    ['Pets', 'No'],
  ],
  sparse: [
    ['Smoking', 'Not Specified'],
    ['Drinking', 'Not Specified'],
    ['Food Preferences', 'Not Specified'],
    ['Religion', 'Not Specified'],
    ['Religious', 'Not Specified'],
    ['Pets', 'Not Specified'],
  ],
  prefilled: [
    ['Smoking', 'NEVER'],
    ['Drinking', 'OCCASIONALLY'],
    ['Food Preferences', 'VEGETARIAN'],
    ['Religion', 'HINDU'],
    ['Religious', 'MODERATE'],
    ['Pets', 'NO'],
  ],
  async fill(user) {
    const f = within(region('Lifestyle Details'));
    await user.selectOptions(f.getByLabelText('Smoking'), 'Socially');
    await user.selectOptions(f.getByLabelText('Food Preferences'), 'Vegan');
    await user.selectOptions(f.getByLabelText('Religion'), 'Zoroastrian');
    await user.selectOptions(f.getByLabelText('Pets'), 'Yes');
  },
  expectRequest(request) {
    expect(request.json).toEqual({
      smoking: 'SOCIALLY',
      drinking: 'OCCASIONALLY',
      food: 'VEGAN',
      religion: 'ZOROASTRIAN',
      religious: 'MODERATE',
      pets: 'YES',
    });
  },
  kept: [
    ['Smoking', 'SOCIALLY'],
    ['Food Preferences', 'VEGAN'],
    ['Religion', 'ZOROASTRIAN'],
    ['Pets', 'YES'],
  ],
  saved: {
    profile: { ...ownProfile, lifestyleDetails: { ...ownProfile.lifestyleDetails, food: 'VEGAN' } },
    label: 'Food Preferences',
    text: 'Vegan',
  },
};

const family: SectionCase = {
  title: 'Family Details',
  path: '/profile/family-details',
  readOnly: [
    ["Father's Occupation", 'Business'],
    ["Mother's Occupation", 'Govt Service'],
    ['Number of Brothers', '1'],
    ['Number of Sisters', '1'],
    ['Languages Spoken', 'Hindi, English'],
  ],
  sparse: [
    ["Father's Occupation", 'Not Specified'],
    ["Mother's Occupation", 'Not Specified'],
    ['Number of Brothers', 'Not Specified'],
    ['Number of Sisters', 'Not Specified'],
    ['Languages Spoken', 'Not Specified'],
  ],
  // Spec 3: about-family is not read, so it starts blank.
  prefilled: [
    ["Father's Occupation", 'BUSINESS'],
    ["Mother's Occupation", 'GOVT SERVICE'],
    ['Number of Brothers', 1],
    ['Number of Sisters', 1],
    ['About My Family', ''],
  ],
  async fill(user) {
    const f = within(region('Family Details'));
    await user.selectOptions(f.getByLabelText("Father's Occupation"), 'Retired');
    await user.selectOptions(f.getByLabelText("Mother's Occupation"), 'House Wife');
    await retype(user, f.getByLabelText('Number of Sisters'), '2');
    await user.click(f.getByRole('checkbox', { name: 'English' }));
    await user.click(f.getByRole('checkbox', { name: 'Other' }));
    await user.type(f.getByLabelText('About My Family'), 'We are a close and cheerful family.');
  },
  expectRequest(request) {
    expect(request.json).toEqual({
      fathersOccupation: 'RETIRED',
      mothersOccupation: 'HOUSE WIFE',
      brothers: 1,
      sisters: 2,
      languages: ['HINDI', 'OTHER'],
      aboutMyFamily: 'We are a close and cheerful family.',
    });
  },
  kept: [
    ["Father's Occupation", 'RETIRED'],
    ["Mother's Occupation", 'HOUSE WIFE'],
    ['Number of Sisters', 2],
    ['About My Family', 'We are a close and cheerful family.'],
  ],
  saved: {
    profile: { ...ownProfile, familyDetails: { ...ownProfile.familyDetails, sisters: 2 } },
    label: 'Number of Sisters',
    text: '2',
  },
};

const aboutMe: SectionCase = {
  title: 'About Me',
  path: '/profile/about-me',
  readOnly: [
    ['About Me', ownProfile.aboutMe ?? ''],
    ['City', 'Jaipur'],
    ['Country', 'India'],
  ],
  sparse: [
    ['About Me', 'Not Specified'],
    ['City', 'Not Specified'],
    ['Country', 'Not Specified'],
  ],
  prefilled: [
    ['About Me', ownProfile.aboutMe],
    ['City', 'Jaipur'],
    ['Country', 'India'],
  ],
  async fill(user) {
    const f = within(region('About Me'));
    await user.clear(f.getByLabelText('About Me'));
    // Pasting keeps a 30-word text quick to enter.
    await user.click(f.getByLabelText('About Me'));
    await user.paste(NEW_ABOUT_ME);
    await retype(user, f.getByLabelText('City'), 'Udaipur');
  },
  expectRequest(request) {
    expect(request.json).toEqual({ aboutMe: NEW_ABOUT_ME, city: 'Udaipur', country: 'India' });
  },
  kept: [
    ['About Me', NEW_ABOUT_ME],
    ['City', 'Udaipur'],
  ],
  saved: {
    profile: { ...ownProfile, location: { city: 'Udaipur', country: 'India' } },
    label: 'City',
    text: 'Udaipur',
  },
};

const DEGREE_FILE = imageFile('degree.png', 16);
const INCOME_FILE = imageFile('income.jpg', 32, 'image/jpeg');

/** Types into a searchable list of Professional Details and picks the option. */
async function chooseFromList(user: UserEvent, label: string, choice: string) {
  const input = form('Professional Details').getByLabelText(label);
  await user.click(input);
  await user.type(input, choice);
  await user.click(await screen.findByRole('option', { name: choice }));
}

async function chooseDegree(user: UserEvent, degree: string) {
  await chooseFromList(user, 'Highest Degree', degree);
}

const professional: SectionCase = {
  title: 'Professional Details',
  path: '/profile/profession',
  readOnly: [
    ['Highest Degree', 'BArch'],
    ['College / Institution', 'Malaviya National Institute of Technology'],
    ['Profession', 'Architect at Heritage Studio'],
    ['Current Workplace', 'Heritage Studio'],
    ['Income Slab', '10-20 LPA'],
    ['Degree Certificate', 'Not Uploaded'],
    ['Income Proof', 'Not Uploaded'],
  ],
  sparse: [
    ['Highest Degree', 'Not Specified'],
    ['College / Institution', 'Not Specified'],
    ['Profession', 'Not Specified'],
    ['Current Workplace', 'Not Specified'],
    // Spec 3: no min and no max reads as No Income.
    ['Income Slab', 'No Income'],
    ['Degree Certificate', 'Not Uploaded'],
    ['Income Proof', 'Not Uploaded'],
  ],
  prefilled: [
    ['College / Institution', 'Malaviya National Institute of Technology'],
    ['Current Workplace', 'Heritage Studio'],
    ['Income Slab', '10_20_LPA'],
  ],
  async fill(user) {
    const f = within(region('Professional Details'));
    await chooseDegree(user, 'MBA');
    await retype(user, f.getByLabelText('College / Institution'), 'IIM Ahmedabad');
    await chooseFromList(user, 'Occupation', 'Business Analyst');
    await user.selectOptions(f.getByLabelText('Income Slab'), '20-50 LPA');
    await user.upload(f.getByLabelText('Degree Certificate'), DEGREE_FILE);
    await user.upload(f.getByLabelText('Income Proof'), INCOME_FILE);
  },
  expectRequest(request) {
    expect(request.headers['content-type']).toContain('multipart/form-data');
    expect(request.json).toBeUndefined();
    expect(request.form).toEqual({
      degree: ['MBA'],
      college: ['IIM Ahmedabad'],
      occupation: ['Business Analyst'],
      workplace: ['Heritage Studio'],
      incomeSlab: ['20_50_LPA'],
      degreeFile: [{ name: 'degree.png', type: 'image/png', size: 16 }],
      incomeFile: [{ name: 'income.jpg', type: 'image/jpeg', size: 32 }],
    });
  },
  kept: [
    ['College / Institution', 'IIM Ahmedabad'],
    ['Income Slab', '20_50_LPA'],
  ],
  saved: {
    profile: { ...ownProfile, profession: { ...ownProfile.profession, degree: 'MBA' } },
    label: 'Highest Degree',
    text: 'MBA',
  },
};

const CASES = [personal, lifestyle, family, aboutMe, professional];

async function openEditor(user: UserEvent, title: string) {
  await user.click(screen.getByRole('button', { name: `Edit ${title}` }));
  return form(title).getByRole('button', { name: 'Save' });
}

function expectControls(title: string, values: Array<[string, string | number | null]>) {
  for (const [label, value] of values) expect(form(title).getByLabelText(label)).toHaveValue(value);
}

describe.each(CASES)('own profile section: $title', (section) => {
  it('lists the profile read-only', async () => {
    await openProfilePage();
    for (const [label, text] of section.readOnly) expect(readValue(section.title, label)).toHaveTextContent(text);
    expect(form(section.title).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows the empty-value texts for a sparse profile', async () => {
    serveProfile(sparseProfile);
    await openProfilePage();
    for (const [label, text] of section.sparse) expect(readValue(section.title, label)).toHaveTextContent(text);
  });

  it('Edit opens a prefilled form and Cancel goes back without a request', async () => {
    const { user } = await openProfilePage();
    await openEditor(user, section.title);
    expect(screen.queryByRole('button', { name: `Edit ${section.title}` })).not.toBeInTheDocument();
    expectControls(section.title, section.prefilled);
    await section.fill(user);
    await user.click(form(section.title).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: `Edit ${section.title}` })).toBeInTheDocument();
    for (const [label, text] of section.readOnly) expect(readValue(section.title, label)).toHaveTextContent(text);
    expect(requestsTo('PUT', section.path)).toHaveLength(0);
  });

  it('saves: Saving... with both buttons disabled, the exact request, the toast, a reload and read-only again', async () => {
    const request = gate();
    server.use(
      route('put', section.path, 'member', async () => {
        await request.opened;
        return ok();
      }),
      route('get', '/profile/my', 'member', () =>
        ok(requestsTo('PUT', section.path).length > 0 ? section.saved.profile : ownProfile),
      ),
    );
    const { user } = await openProfilePage();
    const save = await openEditor(user, section.title);
    await section.fill(user);
    await user.click(save);

    const saving = await form(section.title).findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(form(section.title).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(saving);
    request.open();

    expect(await screen.findByText(`${section.title} updated successfully!`)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Edit ${section.title}` })).toBeInTheDocument();
    expect(readValue(section.title, section.saved.label)).toHaveTextContent(section.saved.text);
    expect(requestsTo('GET', '/profile/my')).toHaveLength(2);
    const sent = requestsTo('PUT', section.path);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.authorization).toBe('mock-member-token');
    section.expectRequest(sent[0]);
  });

  it.each([
    {
      failure: 'an errorMessage',
      answer: () => fail(400, 'Please check the values you entered.'),
      toast: 'Please check the values you entered.',
    },
    { failure: 'a 500 without body', answer: () => fail(500), toast: `Failed to update ${section.title}.` },
    {
      failure: 'a network error',
      answer: () => Response.error(),
      toast: 'An error occurred while updating the profile.',
    },
  ])('on $failure toasts the right text and keeps what was typed', async ({ answer, toast, failure }) => {
    if (failure === 'a network error') expectConsoleError();
    server.use(route('put', section.path, 'member', answer));
    const { user } = await openProfilePage();
    const save = await openEditor(user, section.title);
    await section.fill(user);
    await user.click(save);

    expect(await screen.findByText(toast)).toBeInTheDocument();
    await waitFor(() => expect(form(section.title).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(form(section.title).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expectControls(section.title, section.kept);
    expect(requestsTo('GET', '/profile/my')).toHaveLength(1);
    expect(screen.queryByText(`${section.title} updated successfully!`)).not.toBeInTheDocument();
  });
});

describe('own profile sections: field rules and encodings', () => {
  it('sends dob as an empty string when the date of birth is left blank', async () => {
    const { user } = await openProfilePage();
    await user.click(await openEditor(user, 'Personal Details'));
    expect(await screen.findByText('Personal Details updated successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/personal-details').map((r) => r.json)).toEqual([
      { firstName: 'Rohan', lastName: 'Verma', dob: '', gender: 'MALE', height: 70, weight: 72 },
    ]);
  });

  it('takes dates of birth from 1 Jan 1960 only', async () => {
    const { user } = await openProfilePage();
    const save = await openEditor(user, 'Personal Details');
    const dob = within(region('Personal Details')).getByLabelText('Date of Birth');
    await user.type(dob, '12/31/1959');
    await user.keyboard('{Escape}');
    await user.click(save);
    expect(await screen.findByText('Personal Details updated successfully!')).toBeInTheDocument();
    await openEditor(user, 'Personal Details');
    await user.type(within(region('Personal Details')).getByLabelText('Date of Birth'), '01/01/1960');
    await user.keyboard('{Escape}');
    await user.click(within(region('Personal Details')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('PUT', '/profile/personal-details')).toHaveLength(2));
    expect(requestsTo('PUT', '/profile/personal-details').map((r) => (r.json as { dob: string }).dob)).toEqual([
      '',
      '01/01/1960',
    ]);
  });

  it('offers the profile-page option lists', async () => {
    const { user } = await openProfilePage();
    await openEditor(user, 'Lifestyle Details');
    const options = (label: string) =>
      within(form('Lifestyle Details').getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1);
    expect(options('Smoking')).toEqual(['Never', 'Occasionally', 'Socially', 'Always']);
    expect(options('Drinking')).toEqual(['Never', 'Occasionally', 'Socially', 'Always']);
    expect(options('Food Preferences')).toEqual(['Vegetarian', 'Non-Vegetarian', 'Vegan']);
    expect(options('Religion')).toEqual([
      'Hindu',
      'Buddhist',
      'Sikh',
      'Jain',
      'Muslim',
      'Christian',
      'Jew',
      'Zoroastrian',
      'Bahai',
      'Other',
    ]);
    expect(options('Religious')).toEqual(['Conservative', 'Moderate', 'Agnostic', 'Atheist']);
    expect(options('Pets')).toEqual(['Yes', 'No']);
    await openEditor(user, 'Personal Details');
    expect(
      within(form('Personal Details').getByLabelText('Gender'))
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1),
    ).toEqual(['Male', 'Female', 'Other']);
    await openEditor(user, 'Family Details');
    expect(
      within(form('Family Details').getByRole('group', { name: 'Languages Spoken' })).getAllByRole('checkbox'),
    ).toHaveLength(3);
    expect(form('Family Details').getByRole('checkbox', { name: 'Hindi' })).toBeChecked();
    expect(form('Family Details').getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(form('Family Details').getByRole('checkbox', { name: 'Other' })).not.toBeChecked();
  });

  it('sends languages as a plain JSON array, empty when none is ticked', async () => {
    const { user } = await openProfilePage();
    await openEditor(user, 'Family Details');
    await user.click(form('Family Details').getByRole('checkbox', { name: 'Hindi' }));
    await user.click(form('Family Details').getByRole('checkbox', { name: 'English' }));
    await user.click(form('Family Details').getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Family Details updated successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/family-details')[0].json).toMatchObject({ languages: [], aboutMyFamily: '' });
  });

  it('refuses an About Me of 29 words and accepts 30', async () => {
    const { user } = await openProfilePage();
    await openEditor(user, 'About Me');
    const text = form('About Me').getByLabelText('About Me');
    await user.clear(text);
    await user.click(text);
    await user.paste(words(29));
    await user.click(form('About Me').getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('About Me must be at least 30 words.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/about-me')).toHaveLength(0);
    expect(text).toHaveValue(words(29));

    await user.type(text, '  last\n');
    await user.click(form('About Me').getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('About Me updated successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/about-me')[0].json).toEqual({
      aboutMe: `${words(29)}  last\n`,
      city: 'Jaipur',
      country: 'India',
    });
  });

  it('requires Income Proof whenever the slab is not No Income', async () => {
    const { user } = await openProfilePage();
    await openEditor(user, 'Professional Details');
    await user.click(form('Professional Details').getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please provide Income Proof.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/profession')).toHaveLength(0);
    expect(form('Professional Details').getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('with No Income sends no file and an empty degree once the degree is cleared', async () => {
    const { user } = await openProfilePage();
    await openEditor(user, 'Professional Details');
    const f = within(region('Professional Details'));
    expect(f.getByText('BArch')).toBeInTheDocument();
    await user.click(f.getByLabelText('Highest Degree'));
    await user.keyboard('{Backspace}{Escape}');
    expect(f.queryByText('BArch')).not.toBeInTheDocument();
    await user.selectOptions(f.getByLabelText('Income Slab'), 'No Income');
    await user.click(f.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Professional Details updated successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/profession')[0].form).toEqual({
      degree: [''],
      college: ['Malaviya National Institute of Technology'],
      occupation: ['Architect'],
      workplace: ['Heritage Studio'],
      incomeSlab: ['NO_INCOME'],
    });
  });

  it('searches the degree list, which includes diplomas and certificates', async () => {
    const { user } = await openProfilePage();
    await openEditor(user, 'Professional Details');
    const input = form('Professional Details').getByLabelText('Highest Degree');
    await user.click(input);
    await user.type(input, 'Diploma in');
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Diploma in Engineering',
      'Diploma in Computer Applications',
      'Diploma in Nursing',
      'Diploma in Pharmacy',
      'Diploma in Education',
      'Diploma in Hotel Management',
      'Diploma in Fashion Design',
      'Diploma in Business Management',
    ]);
    await user.click(screen.getByRole('option', { name: 'Diploma in Nursing' }));
    await user.upload(form('Professional Details').getByLabelText('Income Proof'), INCOME_FILE);
    await user.click(form('Professional Details').getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Professional Details updated successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/profile/profession')[0].form).toMatchObject({
      degree: ['Diploma in Nursing'],
      incomeFile: [{ name: 'income.jpg', type: 'image/jpeg', size: 32 }],
    });
  });

  it('links the uploaded certificates when the profile carries them', async () => {
    serveProfile({
      ...ownProfile,
      profession: {
        ...ownProfile.profession,
        degreeImageUrl: 'https://files.example/degree.png?sig=1',
        incomeImageUrl: 'https://files.example/income.png?sig=2',
      },
    });
    await openProfilePage();
    expect(within(readValue('Professional Details', 'Degree Certificate')).getByRole('link')).toHaveAttribute(
      'href',
      'https://files.example/degree.png?sig=1',
    );
    expect(
      within(readValue('Professional Details', 'Income Proof')).getByRole('img', { name: 'Income Proof' }),
    ).toHaveAttribute('src', 'https://files.example/income.png?sig=2');
  });
});
