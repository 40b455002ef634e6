import { describe, expect, it } from 'vitest';
import { describeCallLine } from './call-lines';

const line = { id: 'c', createdAt: 0 };

describe('a call as a line of the chat', () => {
  it('says how long an answered call lasted', () => {
    expect(
      describeCallLine({ ...line, video: true, fromMe: true, state: 'ended', durationMs: 4 * 60_000 + 10_000 }),
    ).toBe('Video call, 4 min');
    expect(describeCallLine({ ...line, video: false, fromMe: false, state: 'ended', durationMs: 42_000 })).toBe(
      'Voice call, 42 s',
    );
  });

  it('tells the callee of a missed or declined call and the caller that no one answered', () => {
    expect(describeCallLine({ ...line, video: false, fromMe: false, state: 'missed', durationMs: null })).toBe(
      'Missed voice call',
    );
    expect(describeCallLine({ ...line, video: true, fromMe: false, state: 'ended', durationMs: null })).toBe(
      'Missed video call',
    );
    expect(describeCallLine({ ...line, video: true, fromMe: false, state: 'declined', durationMs: null })).toBe(
      'Declined video call',
    );
    expect(describeCallLine({ ...line, video: false, fromMe: true, state: 'missed', durationMs: null })).toBe(
      'Voice call, no answer',
    );
    expect(describeCallLine({ ...line, video: false, fromMe: true, state: 'declined', durationMs: null })).toBe(
      'Voice call, declined',
    );
    expect(describeCallLine({ ...line, video: true, fromMe: true, state: 'active', durationMs: 1000 })).toBe(
      'Video call in progress',
    );
  });
});
