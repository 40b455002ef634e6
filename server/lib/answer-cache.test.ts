import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

describe('answer cache', () => {
  it('answers a kept body only for the stamp it was kept under', () => {
    const cache = createAnswerCache({ maxAgeMs: 1000, maxBytes: 1024 });
    cache.set('member', 'v1', '{"a":1}', { now: 0 });
    expect(cache.get('member', 'v1', 10)).toBe('{"a":1}');
    expect(cache.get('member', 'v2', 20)).toBeNull();
    // A stale entry is dropped, not kept beside the new version.
    expect(cache.has('member')).toBe(false);
  });

  it('lets an entry age out', () => {
    const cache = createAnswerCache({ maxAgeMs: 1000, maxBytes: 1024 });
    cache.set('member', 'v1', 'body', { now: 0 });
    expect(cache.get('member', 'v1', 999)).toBe('body');
    expect(cache.get('member', 'v1', 1000)).toBeNull();
  });

  it('stays within its memory budget, dropping the least recently used first', () => {
    // Each entry: 2 bytes per character of key (1) + stamp (1) + body (48) = 100 bytes.
    const cache = createAnswerCache({ maxAgeMs: 60_000, maxBytes: 300 });
    const body = 'x'.repeat(48);
    cache.set('a', '1', body, { now: 0 });
    cache.set('b', '1', body, { now: 0 });
    cache.set('c', '1', body, { now: 0 });
    expect(cache.get('a', '1', 1)).toBe(body);
    cache.set('d', '1', body, { now: 2 });
    expect(cache.has('b')).toBe(false);
    expect(['a', 'c', 'd'].every((key) => cache.has(key))).toBe(true);
    expect(cache.bytes).toBe(300);
    cache.set('huge', '1', 'y'.repeat(1000), { now: 3 });
    expect(cache.has('huge')).toBe(false);
    expect(cache.size).toBe(3);
  });

  it('deletes a group of entries at once, and everything on clear', () => {
    const cache = createAnswerCache({ maxAgeMs: 60_000, maxBytes: 10_000 });
    cache.set('c1 page 0', '1', 'a', { group: 'c1' });
    cache.set('c1 page 20', '1', 'b', { group: 'c1' });
    cache.set('c2 page 0', '1', 'c', { group: 'c2' });
    cache.deleteGroup('c1');
    expect([cache.has('c1 page 0'), cache.has('c1 page 20'), cache.has('c2 page 0')]).toEqual([false, false, true]);
    cache.delete('c2 page 0');
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    cache.set('x', '1', 'body');
    cache.clear();
    expect([cache.size, cache.bytes, cache.has('x')]).toEqual([0, 0, false]);
  });
});
