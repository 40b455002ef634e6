import { describe, expect, it } from 'vitest';
import { OTHER_APP_WINDOW_MS, safetyConcern } from './safety-tips';

const DAY = 24 * 3600_000;

describe('safetyConcern', () => {
  it.each([
    'Can you send me some money for my visa?',
    'I am stuck at customs, I need to pay ₹25000 urgently',
    'My UPI id is rahul.k@okaxis',
    'Please share your bank account number and IFSC',
    'Pay with GPay please',
  ])('flags a request for money or payment details: %s', (message) => {
    expect(safetyConcern(message, 30 * DAY)).toBe('money');
  });

  it.each(['Let us talk on WhatsApp instead', 'Add me on telegram', 'Call me at 9876543210'])(
    'flags a push to another app in the first days: %s',
    (message) => {
      expect(safetyConcern(message, DAY)).toBe('other-app');
      expect(safetyConcern(message, OTHER_APP_WINDOW_MS + DAY)).toBeNull();
    },
  );

  it.each(['Hello! How was your day?', 'My family lives in Pune', 'I love cooking biryani on Sundays'])(
    'leaves ordinary messages alone: %s',
    (message) => {
      expect(safetyConcern(message, DAY)).toBeNull();
    },
  );
});
