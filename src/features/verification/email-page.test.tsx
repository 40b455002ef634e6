import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import { failureCases } from '../../../tests/support/failure-cases';

const EMAIL_PENDING = {
  contact: { email: 'INIT', phoneNumber: 'INIT' },
  identity: { image: 'INIT', id: 'INIT' },
};

function renderPending() {
  server.use(route('get', '/verification/status', 'member', () => ok(EMAIL_PENDING)));
  return renderRoute('/app/verification/email', { member: true });
}

describe('email verification step', { timeout: 20_000 }, () => {
  // The first render of a lazy screen pays for its cold import; pay it before the timed queries.
  beforeAll(() => Promise.all([import('../../app/layouts/member-layout'), import('./email-page')]));

  it('says so when the email is already verified and lets the member continue', async () => {
    const { user, path } = renderRoute('/app/verification/email', { member: true });
    expect(await screen.findByText('Your email is already verified.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send OTP' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(path()).toBe('/app/verification/phone'));
    expect(requestsTo('PUT', '/verification/send-email-otp')).toHaveLength(0);
  });

  it('shows the step title and progress', async () => {
    renderPending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Verification: step 1 of 4' })).toBeInTheDocument();
  });

  it('sends the OTP with no body, then reveals the code entry', async () => {
    const { user } = renderPending();
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent to your email.')).toBeInTheDocument();
    const [request] = requestsTo('PUT', '/verification/send-email-otp');
    expect(request.json).toBeUndefined();
    expect(request.text).toBeUndefined();
    expect(request.headers.authorization).toBe('mock-member-token');
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
  });

  it('does not show the code entry before an OTP was sent', async () => {
    renderPending();
    await screen.findByRole('button', { name: 'Send OTP' });
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it('sends one request for a double click', async () => {
    let release: () => void = () => undefined;
    server.use(
      route('put', '/verification/send-email-otp', 'member', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return ok();
      }),
    );
    const { user } = renderPending();
    const button = await screen.findByRole('button', { name: 'Send OTP' });
    await user.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    expect(await screen.findByText('OTP sent to your email.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/verification/send-email-otp')).toHaveLength(1);
  });

  it('asks for the OTP and sends nothing when it is empty', async () => {
    const { user } = renderPending();
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '   ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the OTP.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/verification/verify-email-otp')).toHaveLength(0);
  });

  it('verifies {otp} and goes on to the phone step', async () => {
    const { user, path } = renderPending();
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/verification/verify-email-otp').map((r) => r.json)).toEqual([{ otp: '482913' }]);
    await waitFor(() => expect(path()).toBe('/app/verification/phone'));
  });

  it.each(failureCases('Failed to send OTP.', 'An error occurred while sending OTP'))(
    'shows $name when sending fails',
    async ({ respond, text, logs }) => {
      if (logs) expectConsoleError(logs);
      server.use(route('put', '/verification/send-email-otp', 'member', respond));
      const { user } = renderPending();
      await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    },
  );

  it.each(failureCases('Failed to verify OTP.', 'An error occurred while verifying OTP'))(
    'shows $name when verifying fails and keeps the code',
    async ({ respond, text, logs }) => {
      if (logs) expectConsoleError(logs);
      server.use(route('put', '/verification/verify-email-otp', 'member', respond));
      const { user, path } = renderPending();
      await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
      await user.type(await screen.findByLabelText('OTP'), '111111');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByLabelText('OTP')).toHaveValue('111111');
      expect(path()).toBe('/app/verification/email');
    },
  );

  /** jsdom plays no animation: end the exit animation of toasts being dismissed, as a browser would. */
  function endToastAnimations() {
    // eslint-disable-next-line testing-library/no-node-access -- a toast's animation ends on its box, which has no role
    for (const toast of document.querySelectorAll('.Toastify__toast')) fireEvent.animationEnd(toast);
  }

  it('shows one error at a time, and drops it when the code is then verified', async () => {
    let tries = 0;
    server.use(
      route('put', '/verification/verify-email-otp', 'member', () =>
        ++tries < 3 ? fail(400, `The OTP is incorrect. You have ${5 - tries} attempts left.`) : ok(),
      ),
    );
    const { user } = renderPending();
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The OTP is incorrect. You have 4 attempts left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The OTP is incorrect. You have 3 attempts left.')).toBeInTheDocument();
    await waitFor(() => {
      endToastAnimations();
      expect(screen.queryByText('The OTP is incorrect. You have 4 attempts left.')).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    await waitFor(() => {
      endToastAnimations();
      expect(screen.queryByText(/The OTP is incorrect/)).not.toBeInTheDocument();
    });
  });

  describe('after a reload, while the code sent before still works', () => {
    function renderReloaded(resendInSeconds: number) {
      server.use(
        route('get', '/verification/status', 'member', () =>
          ok({ ...EMAIL_PENDING, pendingCodes: { email: { expiresInSeconds: 420, resendInSeconds } } }),
        ),
      );
      return renderRoute('/app/verification/email', { member: true });
    }

    it('shows the code entry again with the resend wait, and verifies without a new code', async () => {
      const { user, path } = renderReloaded(25);
      expect(await screen.findByLabelText('OTP')).toBeInTheDocument();
      expect(
        screen.getByText(
          'We sent you a code a few minutes ago and it still works: enter it below. You can ask for a new code in 25 seconds.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
      await user.type(screen.getByLabelText('OTP'), '482913');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
      expect(requestsTo('PUT', '/verification/send-email-otp')).toHaveLength(0);
      expect(requestsTo('PUT', '/verification/verify-email-otp').map((r) => r.json)).toEqual([{ otp: '482913' }]);
      await waitFor(() => expect(path()).toBe('/app/verification/phone'));
    });

    it('says a new code may be asked for once the wait is over', async () => {
      renderReloaded(0);
      expect(await screen.findByText(/you can ask for a new code now\./)).toBeInTheDocument();
      expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    });
  });

  it('still offers the OTP when the status cannot be read', async () => {
    server.use(route('get', '/verification/status', 'member', () => fail(500)));
    renderRoute('/app/verification/email', { member: true });
    expect(await screen.findByText('Failed to fetch verification status.')).toBeInTheDocument();
    // The toast can show a moment before the page's own render settles.
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });
});
