import { verifiedStatus } from '../fixtures';
import { ok, route } from '../http';

export const verificationHandlers = [
  route('get', '/verification/status', 'member', () => ok(verifiedStatus)),
  route('put', '/verification/send-email-otp', 'member', () => ok()),
  route('put', '/verification/verify-email-otp', 'member', () => ok()),
  route('put', '/verification/send-mobile-otp', 'member', () => ok()),
  route('put', '/verification/verify-mobile-otp', 'member', () => ok()),
  route('post', '/verification/verify-image', 'member', () => ok()),
  route('post', '/verification/verify-identity', 'member', () => ok()),
  route('post', '/verification/resubmit', 'member', () => ok()),
];
