import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberProfiles } from '../../../tests/mocks/fixtures';
import { ProfileDetails } from './profile-details';

describe('trust badges', () => {
  it('shows the member’s badges and what each means on tap', async () => {
    const user = userEvent.setup();
    render(<ProfileDetails profile={{ ...memberProfiles[0]!, badges: ['ID_VERIFIED', 'PHOTO_VERIFIED'] }} />);
    const badges = screen.getByRole('list', { name: 'Trust badges' });
    expect(badges).toHaveTextContent('ID verified');
    expect(badges).toHaveTextContent('Photo verified');
    const photo = screen.getByRole('button', { name: /Photo verified/ });
    expect(photo).toHaveAttribute('aria-expanded', 'false');
    await user.click(photo);
    expect(photo).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText(
        "This member's selfie was compared with their profile photos and matched, and our team checked it.",
      ),
    ).toBeInTheDocument();
    await user.click(photo);
    expect(screen.queryByText(/selfie was compared/)).not.toBeInTheDocument();
  });

  it('shows nothing for a member without badges', () => {
    render(<ProfileDetails profile={memberProfiles[0]!} />);
    expect(screen.queryByRole('list', { name: 'Trust badges' })).not.toBeInTheDocument();
  });
});
