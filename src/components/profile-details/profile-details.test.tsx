import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberProfile } from '../../../contract/schemas/profile';
import { memberProfiles } from '../../../tests/mocks/fixtures';
import defaultProfileImage from '../../assets/default-profile.svg';
import { ProfileDetails } from './profile-details';

const ananya = memberProfiles[0];

/** A profile with nothing filled in but its id and name. */
const blank: MemberProfile = {
  id: 'p-blank',
  name: { firstName: 'Riya', lastName: 'Kapoor' },
  images: [],
  basicDetails: { age: null, gender: null, height: null, weight: null },
  aboutMe: null,
  career: null,
  education: null,
  lifestyleDetails: { smoking: null, drinking: null, food: null, pets: null },
  familyDetails: { fathersOccupation: null, mothersOccupation: null, languages: [], brothers: null, sisters: null },
  location: null,
};

function section(name: string) {
  return screen.getByRole('region', { name });
}

function value(region: HTMLElement, label: string) {
  return within(region).getByRole('definition', { name: label });
}

describe('ProfileDetails', () => {
  it('shows the name and every section of spec 2 with formatted values', () => {
    render(<ProfileDetails profile={ananya} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ananya Sharma' })).toBeInTheDocument();

    const basic = section('Basic Details');
    expect(value(basic, 'Age')).toHaveTextContent(/^27$/);
    expect(value(basic, 'Gender')).toHaveTextContent(/^Female$/);
    expect(value(basic, 'Height')).toHaveTextContent(/^5' 4"$/);
    expect(value(basic, 'Weight')).toHaveTextContent(/^55 kg$/);

    expect(section('About')).toHaveTextContent(/I teach mathematics at a high school in Pune/);

    const career = section('Career');
    expect(value(career, 'Profession')).toHaveTextContent(/^Pune Public School$/);
    expect(value(career, 'Education')).toHaveTextContent(/^MSc$/);
    expect(value(career, 'Income')).toHaveTextContent(/^5-10 LPA$/);

    const lifestyle = section('Lifestyle');
    expect(value(lifestyle, 'Smoking')).toHaveTextContent(/^Never$/);
    expect(value(lifestyle, 'Drinking')).toHaveTextContent(/^Socially$/);
    expect(value(lifestyle, 'Food')).toHaveTextContent(/^Vegetarian$/);
    expect(value(lifestyle, 'Pets')).toHaveTextContent(/^Yes$/);

    const family = section('Family');
    expect(value(family, "Father's Occupation")).toHaveTextContent(/^Govt Service$/);
    expect(value(family, "Mother's Occupation")).toHaveTextContent(/^House Wife$/);
    expect(value(family, 'Languages')).toHaveTextContent(/^Marathi, Hindi, English$/);
    expect(value(family, 'Brothers')).toHaveTextContent(/^1$/);
    expect(value(family, 'Sisters')).toHaveTextContent(/^0$/);

    expect(section('Location')).toHaveTextContent(/Pune, India/);
  });

  it("reads 'Not Specified' for every empty value and shows the default image without photos", () => {
    render(<ProfileDetails profile={blank} />);
    const labels: Array<[string, string]> = [
      ['Basic Details', 'Age'],
      ['Basic Details', 'Gender'],
      ['Basic Details', 'Height'],
      ['Basic Details', 'Weight'],
      ['Career', 'Profession'],
      ['Career', 'Education'],
      ['Career', 'Income'],
      ['Lifestyle', 'Smoking'],
      ['Lifestyle', 'Drinking'],
      ['Lifestyle', 'Food'],
      ['Lifestyle', 'Pets'],
      ['Family', "Father's Occupation"],
      ['Family', "Mother's Occupation"],
      ['Family', 'Languages'],
      ['Family', 'Brothers'],
      ['Family', 'Sisters'],
    ];
    for (const [region, label] of labels) {
      expect(value(section(region), label), `${region} / ${label}`).toHaveTextContent(/^Not Specified$/);
    }
    expect(within(section('About')).getByText('Not Specified')).toBeInTheDocument();
    expect(within(section('Location')).getByText('Not Specified')).toBeInTheDocument();

    const image = screen.getByRole('img', { name: 'Silhouette placeholder for Riya Kapoor' });
    expect(image).toHaveAttribute('src', defaultProfileImage);
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous photo' })).not.toBeInTheDocument();
  });

  it.each([
    [{ min: null, max: null }, 'No Income'],
    [{ min: 0, max: 5 }, '0-5 LPA'],
    [{ min: 5, max: 10 }, '5-10 LPA'],
    [{ min: 10, max: 20 }, '10-20 LPA'],
    [{ min: 20, max: 50 }, '20-50 LPA'],
    [{ min: 50, max: 100 }, '50-100 LPA'],
    [{ min: 100, max: null }, '100+ LPA'],
    // Spec 3: a pair that matches no slab reads as No Income.
    [{ min: 3, max: 7 }, 'No Income'],
    [{ min: 5, max: null }, 'No Income'],
    [undefined, 'Not Specified'],
  ])('shows income %j as %s', (income, text) => {
    render(<ProfileDetails profile={{ ...blank, income }} />);
    expect(value(section('Career'), 'Income')).toHaveTextContent(new RegExp(`^${text.replace('+', '\\+')}$`));
  });

  it('steps through the photos with previous and next, wrapping around both ways', async () => {
    const user = userEvent.setup();
    render(<ProfileDetails profile={ananya} />);
    const photo = () => screen.getByRole('img', { name: /^Ananya Sharma, \d of 3$/ });
    expect(photo()).toHaveAccessibleName('Ananya Sharma, 1 of 3');
    expect(photo()).toHaveAttribute('src', ananya.images[0].url);

    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(photo()).toHaveAccessibleName('Ananya Sharma, 3 of 3');
    expect(photo()).toHaveAttribute('src', ananya.images[2].url);
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(photo()).toHaveAttribute('src', ananya.images[0].url);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(photo()).toHaveAttribute('src', ananya.images[1].url);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(photo()).toHaveAttribute('src', ananya.images[2].url);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(photo()).toHaveAttribute('src', ananya.images[0].url);
    expect(photo()).toHaveAccessibleName('Ananya Sharma, 1 of 3');
  });

  it('falls back to the default image when a photo cannot be loaded', () => {
    render(<ProfileDetails profile={{ ...blank, images: [{ url: 'https://example.invalid/missing.jpg' }] }} />);
    const photo = screen.getByRole('img', { name: 'Riya Kapoor, 1 of 1' });
    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', defaultProfileImage);
  });

  it('shows a single photo without stepping buttons', () => {
    render(<ProfileDetails profile={memberProfiles[1]} />);
    expect(screen.getByRole('img', { name: 'Meera Iyer, 1 of 1' })).toHaveAttribute(
      'src',
      memberProfiles[1].images[0].url,
    );
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
  });

  it('shows the compatibility score and reasons beneath the name when present, nothing otherwise', () => {
    const { unmount } = render(<ProfileDetails profile={ananya} />);
    const compatibility = screen.getByRole('region', { name: 'Compatibility' });
    expect(compatibility).toHaveTextContent('86% compatible');
    const reasons = within(compatibility)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual(ananya.compatibility?.reasons);
    unmount();

    render(<ProfileDetails profile={memberProfiles[1]} />);
    expect(screen.queryByRole('region', { name: 'Compatibility' })).not.toBeInTheDocument();
    expect(screen.queryByText(/compatible/)).not.toBeInTheDocument();
  });

  it('renders the actions it is given and none otherwise', () => {
    const { unmount } = render(<ProfileDetails profile={ananya} actions={<button type="button">Accept</button>} />);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    unmount();
    render(<ProfileDetails profile={ananya} />);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('puts the name, age and city over the photo', () => {
    render(<ProfileDetails profile={ananya} />);
    const photos = screen.getByRole('figure', { name: 'Photos of Ananya Sharma' });
    expect(within(photos).getByRole('heading', { level: 1, name: 'Ananya Sharma' })).toBeInTheDocument();
    expect(within(photos).getByText('27 · Pune, India')).toBeInTheDocument();
  });

  it('steps through the photos with a swipe: left for the next, right for the previous', () => {
    render(<ProfileDetails profile={ananya} />);
    const photo = () => screen.getByRole('img', { name: /^Ananya Sharma, \d of 3$/ });
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(photo(), { touches: [{ clientX: from }] });
      fireEvent.touchEnd(photo(), { changedTouches: [{ clientX: to }] });
    };
    swipe(300, 100);
    expect(photo()).toHaveAccessibleName('Ananya Sharma, 2 of 3');
    swipe(100, 300);
    swipe(100, 300);
    expect(photo()).toHaveAccessibleName('Ananya Sharma, 3 of 3');
    // A tap or a short drag is not a swipe.
    swipe(200, 190);
    expect(photo()).toHaveAccessibleName('Ananya Sharma, 3 of 3');
  });

  it('reads the job title at the workplace as the profession, in the summary too', () => {
    const background = {
      createdFor: 'SELF',
      maritalStatus: 'NEVER_MARRIED',
      children: null,
      motherTongue: 'MARATHI',
      community: null,
      occupation: 'Software Engineer',
    } as const;
    const { unmount } = render(<ProfileDetails profile={{ ...ananya, career: 'Infosys', background }} />);
    expect(value(section('Career'), 'Profession')).toHaveTextContent(/^Software Engineer at Infosys$/);
    expect(screen.getByText('5\' 4" · MSc · Software Engineer at Infosys · Vegetarian')).toBeInTheDocument();
    // Shown once, in Career, not again in Background.
    expect(within(section('Background')).queryByText('Software Engineer')).not.toBeInTheDocument();
    unmount();

    render(<ProfileDetails profile={{ ...blank, background }} />);
    expect(value(section('Career'), 'Profession')).toHaveTextContent(/^Software Engineer$/);
  });

  it("shows the compatibility reasons as chips and folds the sections behind 'More about'", async () => {
    const user = userEvent.setup();
    render(<ProfileDetails profile={ananya} />);
    for (const reason of ananya.compatibility?.reasons ?? []) {
      expect(screen.getByText(reason)).toHaveClass('badge');
    }
    // On a phone the summary reads the essentials; the sections open with the button.
    expect(screen.getByText('5\' 4" · MSc · Pune Public School · Vegetarian')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'More about Ananya' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says why the photos are blurred or stand in, under the photo', () => {
    const { rerender } = render(
      <ProfileDetails profile={{ ...blank, images: [{ url: '/api/files/photo/blurred.jpg', standIn: 'BLURRED' }] }} />,
    );
    expect(screen.getByText('This member shows clear photos once they accept you.')).toBeInTheDocument();
    rerender(
      <ProfileDetails
        profile={{ ...blank, images: [{ url: '/api/photos/placeholder.jpg', standIn: 'PLACEHOLDER' }] }}
      />,
    );
    expect(screen.getByText('This member shows photos to matches only.')).toBeInTheDocument();
    rerender(<ProfileDetails profile={{ ...blank, images: [{ url: '/api/files/photo/clear.jpg' }] }} />);
    expect(screen.queryByText(/This member shows/)).not.toBeInTheDocument();
  });
});
