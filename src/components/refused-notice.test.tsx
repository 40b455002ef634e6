import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VerificationStatus } from '../../contract/schemas/verification';
import { completeProfileStatus, verifiedStatus } from '../../tests/mocks/fixtures';
import { fail, ok, route } from '../../tests/mocks/http';
import { requestsTo } from '../../tests/mocks/recorder';
import { server } from '../../tests/mocks/server';
import { renderRoute } from '../../tests/render';

const SLOW = { timeout: 5000 };

function refused(review: VerificationStatus['review'], identity = verifiedStatus.identity): VerificationStatus {
  return { ...verifiedStatus, identity, review };
}

describe('the refused member', { timeout: 15000 }, () => {
  it('is sent from home to the reopened identity step, which says why and what a good scan looks like', async () => {
    server.use(
      route('get', '/verification/status', 'member', () =>
        ok(
          refused(
            { status: 'REFUSED', reasons: ['DOCUMENT_NUMBER_MISMATCH'], note: 'The last digit differs.' },
            { image: 'VERIFIED', id: 'INIT' },
          ),
        ),
      ),
    );
    const view = renderRoute('/app/home', { member: true });
    await waitFor(() => expect(view.path()).toBe('/app/verification/identity'), SLOW);
    const notice = await screen.findByRole('region', { name: 'Our team could not publish your profile yet' }, SLOW);
    expect(notice).toHaveTextContent(
      'The number on your identity document is not the number you typed. Please check the number and upload the document again.',
    );
    expect(notice).toHaveTextContent('A note from our team: The last digit differs.');
    expect(notice).toHaveTextContent('A good scan of your document');
    expect(notice).toHaveTextContent('all four corners visible');
  });

  it('a step not refused shows no notice', async () => {
    server.use(
      route('get', '/verification/status', 'member', () => ok(refused({ status: 'WAITING', reasons: [], note: null }))),
    );
    renderRoute('/app/verification/identity', { member: true });
    await screen.findByRole('heading', { name: 'Verify your identity' }, SLOW);
    await waitFor(() => expect(requestsTo('GET', '/verification/status').length).toBeGreaterThan(0));
    expect(screen.queryByText('Our team could not publish your profile yet')).not.toBeInTheDocument();
  });

  it('refused with no step to redo: home says why and sends the profile back, showing that it is sending', async () => {
    let review: VerificationStatus['review'] = {
      status: 'REFUSED',
      reasons: ['OTHER'],
      note: 'Your About Me is copied.',
    };
    server.use(
      route('get', '/verification/status', 'member', () => ok(refused(review))),
      route('get', '/profile/status', 'member', () => ok(completeProfileStatus)),
      route('get', '/feed/home', 'member', () => fail(403, 'Your profile is waiting for review.')),
      route('post', '/verification/resubmit', 'member', () => {
        review = { status: 'WAITING', reasons: [], note: null };
        return ok({});
      }),
    );
    const { user } = renderRoute('/app/home', { member: true });
    const screenRegion = await screen.findByRole(
      'region',
      { name: 'Our team could not publish your profile yet' },
      SLOW,
    );
    expect(screenRegion).toHaveTextContent('A note from our team: Your About Me is copied.');
    await user.click(screen.getByRole('button', { name: 'Send my profile for review again' }));
    expect(requestsTo('POST', '/verification/resubmit')).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { name: 'Your profile is with our review team' }, SLOW),
    ).toBeInTheDocument();
  });
});
