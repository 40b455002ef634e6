import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths';

describe('paths', () => {
  it('builds a profile link on the pattern the route table declares, the id encoded', () => {
    expect(routePatterns.viewProfile).toBe('/app/view-profile/:profileId');
    expect(paths.viewProfile('p 1/2')).toBe('/app/view-profile/p%201%2F2');
  });

  it('builds a chat link on the pattern the route table declares, the id encoded', () => {
    expect(routePatterns.chat).toBe('/app/chat/:channelId');
    expect(paths.chat('c$&1')).toBe('/app/chat/c%24%261');
  });
});
