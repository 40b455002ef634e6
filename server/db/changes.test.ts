import { describe, expect, it } from 'vitest';
import { parseChangeNotice } from './changes';

describe('change notices of migration 011', () => {
  it('reads each announcement as the change it names', () => {
    expect(parseChangeNotice('g')).toEqual({ kind: 'profiles' });
    expect(parseChangeNotice('f:member-1')).toEqual({ kind: 'feed', memberId: 'member-1' });
    expect(parseChangeNotice('c:channel-9')).toEqual({ kind: 'channel', channelId: 'channel-9' });
  });

  it('ignores an announcement it does not know', () => {
    expect(parseChangeNotice('t:abc')).toBeNull();
    expect(parseChangeNotice('')).toBeNull();
  });
});
