/**
 * Messages that read like the opening moves of a romance scam: asking for
 * money, sharing bank or UPI details, or pushing to move the conversation to
 * another app. The receiver sees a safety tip beside such a message; the
 * message itself is always delivered.
 */

const MONEY = [
  /\b(send|transfer|lend|loan|need|pay|borrow|give)\b[^.!?]{0,40}\b(money|cash|rupees|rs\.?|inr|₹|\$|funds?|amount)/i,
  /\b(money|cash|funds?)\b[^.!?]{0,30}\b(urgent|urgently|emergency|hospital|customs|visa|stuck)\b/i,
  /(₹|\brs\.?\s?|\binr\s?)\d/i,
  /\b(gift\s?cards?|crypto|bitcoin|usdt|investment opportunity|trading profits?)\b/i,
];
const BANK_OR_UPI = [
  /\b(upi|gpay|google pay|phonepe|paytm|bhim)\b/i,
  /\b[\w.-]{2,}@(ok\w+|ybl|ibl|axl|paytm|upi|apl)\b/i,
  /\b(bank account|account number|a\/c|ifsc|net ?banking|otp)\b/i,
];
const OTHER_APP = [
  /\b(whats ?app|telegram|signal|snapchat|insta(gram)?|wechat|skype|viber|hangouts|line app)\b/i,
  /\b(my|your) (number|phone|mobile)\b/i,
  /\b(text|call|message|ping|add) me (on|at)\b/i,
  /(\+91[\s-]?)?\b[6-9]\d{9}\b/,
];

/** A push to another app is a warning sign in the first days of a match; later it is ordinary. */
export const OTHER_APP_WINDOW_MS = 7 * 24 * 3600_000;

export type SafetyConcern = 'money' | 'other-app';

/** What in the message calls for a tip, if anything; `matchAgeMs`: how long the pair has been matched. */
export function safetyConcern(message: string, matchAgeMs: number): SafetyConcern | null {
  if ([...MONEY, ...BANK_OR_UPI].some((pattern) => pattern.test(message))) return 'money';
  if (matchAgeMs < OTHER_APP_WINDOW_MS && OTHER_APP.some((pattern) => pattern.test(message))) return 'other-app';
  return null;
}
