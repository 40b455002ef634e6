import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberProfiles } from '../../../tests/mocks/fixtures';
import { requestsTo } from '../../../tests/mocks/recorder';
import { renderRoute } from '../../../tests/render';

describe("home: the suggestion's star", () => {
  beforeAll(async () => {
    await Promise.all([import('../../app/layouts/member-layout'), import('./home-page')]);
  });

  it('stars the suggestion into the shortlist and takes it off again', async () => {
    const { user } = renderRoute('/app/home', { member: true });
    await screen.findByRole('heading', { level: 1, name: 'Ananya Sharma' });
    const star = screen.getByRole('button', { name: 'Shortlist' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(await screen.findByText('Added to your shortlist.')).toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(await screen.findByText('Removed from your shortlist.')).toBeInTheDocument();
    const path = `/shortlist/${memberProfiles[0].id}`;
    expect([requestsTo('PUT', path).length, requestsTo('DELETE', path).length]).toEqual([1, 1]);
  });
});
