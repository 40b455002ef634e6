import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { fail, ok, route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import { failureCases } from '../../../tests/support/failure-cases';

const PHONE_PENDING = {
  contact: { email: 'VERIFIED', phoneNumber: 'INIT' },
  identity: { image: 'INIT', id: 'INIT' },
};

function renderPhone() {
  return renderRoute('/app/verification/phone', { member: true });
}

describe('phone verification step', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('../../app/layouts/member-layout'), import('./phone-page')]));

  it('offers only +91 (India) as country code', async () => {
    renderPhone();
    const select = await screen.findByLabelText('Country code');
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([['+91', '+91 (India)']]);
    expect(select).toHaveValue('+91');
    expect(screen.getByRole('progressbar', { name: 'Verification: step 2 of 4' })).toBeInTheDocument();
  });

  it('asks for a phone number and sends nothing when it is empty', async () => {
    const { user } = renderPhone();
    await user.type(await screen.findByLabelText('Phone number'), '  ');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/verification/send-mobile-otp')).toHaveLength(0);
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it('sends {phone, countryCode} and reveals the code entry', async () => {
    const { user } = renderPhone();
    await user.type(await screen.findByLabelText('Phone number'), ' 9876543210 ');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent to your phone number.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/verification/send-mobile-otp').map((r) => r.json)).toEqual([
      { phone: '9876543210', countryCode: '+91' },
    ]);
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('asks for the OTP and sends nothing when it is empty', async () => {
    const { user } = renderPhone();
    await user.type(await screen.findByLabelText('Phone number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByLabelText('OTP');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the OTP.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/verification/verify-mobile-otp')).toHaveLength(0);
  });

  it('verifies {otp} and goes on to the selfie step', async () => {
    const { user, path } = renderPhone();
    await user.type(await screen.findByLabelText('Phone number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '7788');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Phone number verified successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT', '/verification/verify-mobile-otp').map((r) => r.json)).toEqual([{ otp: '7788' }]);
    await waitFor(() => expect(path()).toBe('/app/verification/selfie'));
  });

  it.each(failureCases('Failed to send OTP.', 'An error occurred while sending OTP'))(
    'shows $name when sending fails and keeps the number',
    async ({ respond, text, logs }) => {
      if (logs) expectConsoleError(logs);
      server.use(route('put', '/verification/send-mobile-otp', 'member', respond));
      const { user } = renderPhone();
      await user.type(await screen.findByLabelText('Phone number'), '9876543210');
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
      expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    },
  );

  it.each(failureCases('Failed to verify OTP.', 'An error occurred while verifying OTP'))(
    'shows $name when verifying fails and keeps the code',
    async ({ respond, text, logs }) => {
      if (logs) expectConsoleError(logs);
      server.use(route('put', '/verification/verify-mobile-otp', 'member', respond));
      const { user, path } = renderPhone();
      await user.type(await screen.findByLabelText('Phone number'), '9876543210');
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      await user.type(await screen.findByLabelText('OTP'), '7788');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByLabelText('OTP')).toHaveValue('7788');
      expect(path()).toBe('/app/verification/phone');
    },
  );
  describe('after a reload, while the code sent before still works', () => {
    function renderReloaded(resendInSeconds: number) {
      server.use(
        route('get', '/verification/status', 'member', () =>
          ok({ ...PHONE_PENDING, pendingCodes: { phoneNumber: { expiresInSeconds: 480, resendInSeconds } } }),
        ),
      );
      return renderPhone();
    }

    it('shows the code entry again with the resend wait, and verifies without a new code', async () => {
      const { user, path } = renderReloaded(40);
      expect(await screen.findByLabelText('OTP')).toBeInTheDocument();
      expect(
        screen.getByText(
          'We sent you a code a few minutes ago and it still works: enter it below. You can ask for a new code in 40 seconds.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
      await user.type(screen.getByLabelText('OTP'), '551177');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Phone number verified successfully!')).toBeInTheDocument();
      expect(requestsTo('PUT', '/verification/send-mobile-otp')).toHaveLength(0);
      expect(requestsTo('PUT', '/verification/verify-mobile-otp').map((r) => r.json)).toEqual([{ otp: '551177' }]);
      await waitFor(() => expect(path()).toBe('/app/verification/selfie'));
    });

    it('says a new code may be asked for once the wait is over, and resends to the number typed', async () => {
      const { user } = renderReloaded(0);
      expect(await screen.findByText(/you can ask for a new code now\./)).toBeInTheDocument();
      await user.type(screen.getByLabelText('Phone number'), '9876543210');
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
      expect(await screen.findByText('OTP sent to your phone number.')).toBeInTheDocument();
      expect(requestsTo('PUT', '/verification/send-mobile-otp').map((r) => r.json)).toEqual([
        { phone: '9876543210', countryCode: '+91' },
      ]);
      // The note spoke of the code sent before; a new one was just sent.
      expect(screen.queryByText(/We sent you a code a few minutes ago/)).not.toBeInTheDocument();
      expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    });
  });

  it('offers no code entry before a code is sent, and still offers sending when the status cannot be read', async () => {
    server.use(route('get', '/verification/status', 'member', () => fail(500)));
    renderPhone();
    expect(await screen.findByText('Failed to fetch verification status.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });
});
