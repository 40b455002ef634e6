import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { route } from '../../../tests/mocks/http';
import { requestsTo } from '../../../tests/mocks/recorder';
import { server } from '../../../tests/mocks/server';
import { expectConsoleError } from '../../../tests/support/console-guard';
import { failureCases } from '../../../tests/support/failure-cases';

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
});
