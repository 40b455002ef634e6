import { describe, expect, it } from 'vitest';
import type { ProfileSyncRow } from '../../repositories/matching';
import { createHeldMembers, SYNC_OVERLAP_MS } from './members';

const NOW = Date.parse('2026-11-26T12:00:00Z');

function row(id: string, gender: 'MALE' | 'FEMALE', changed: number, active = true): ProfileSyncRow {
  return {
    id,
    first_name: id,
    gender,
    dob: '1995-04-12',
    religion: 'HINDU',
    religious: null,
    smoking: 'NEVER',
    drinking: null,
    food: null,
    languages: ['Hindi'],
    city: 'Pune',
    country: 'India',
    degree: null,
    min_income: null,
    max_income: null,
    height: null,
    marital_status: null,
    mother_tongue: null,
    community: null,
    manglik: null,
    moon_longitude: null,
    prefs: null,
    active,
    changed: new Date(changed).toISOString(),
  };
}

/** A viewer and ten women, w0..w9, all changed long ago; w3 inactive; one man besides the viewer. */
function pool() {
  const held = createHeldMembers(() => NOW);
  const old = NOW - 3 * 3600_000;
  held.upsert(row('viewer', 'MALE', old));
  held.upsert(row('other-man', 'MALE', old));
  for (let i = 0; i < 10; i++) held.upsert(row(`w${i}`, 'FEMALE', old, i !== 3));
  held.changesReadFrom(NOW - 3600_000);
  const viewer = held.members.get('viewer')!;
  return { held, viewer, whole: held.pool(viewer.gender) };
}

const ids = (members: { id: string }[]) => members.map((member) => member.id);

describe('the candidates a refresh ranks', () => {
  it('takes the queued, the likers, then a window of the pool from its offset, each once', () => {
    const { held, viewer, whole } = pool();
    expect(ids(whole)).toEqual(['w0', 'w1', 'w2', 'w4', 'w5', 'w6', 'w7', 'w8', 'w9']);
    const scope = { keep: ['w5', 'w1'], builtFromChanges: NOW - 60_000, window: 4, offset: 7 };
    // The window wraps: w8, w9, w0, w1 (w1 is queued already, so it comes once).
    expect(ids(held.inScope(viewer, whole, scope, new Set(['w6'])))).toEqual(['w5', 'w1', 'w6', 'w8', 'w9', 'w0']);
  });

  it('leaves out named members who are inactive, gone or outside the pool', () => {
    const { held, viewer, whole } = pool();
    const scope = { keep: ['w3', 'nobody', 'other-man', 'w2'], builtFromChanges: NOW - 60_000, window: 0, offset: 0 };
    expect(ids(held.inScope(viewer, whole, scope, new Set(['other-man'])))).toEqual(['w2']);
  });

  it('adds profiles changed since the queue was built, from the log or from the whole pool', () => {
    const { held, viewer, whole } = pool();
    held.upsert(row('w7', 'FEMALE', NOW - 10_000));
    const fresh = { keep: [], builtFromChanges: NOW - 60_000, window: 1, offset: 0 };
    expect(ids(held.inScope(viewer, held.pool(viewer.gender), fresh, new Set()))).toEqual(['w7', 'w0']);
    // Built before the log reaches: every pool member changed after it counts (here all of them).
    const older = { ...fresh, builtFromChanges: NOW - 4 * 3600_000 - SYNC_OVERLAP_MS };
    expect(ids(held.inScope(viewer, whole, older, new Set())).sort()).toEqual(ids(whole).sort());
  });

  it('names a member read again once, with the values read last, also where the window reaches them', () => {
    const { held, viewer, whole } = pool();
    held.upsert({ ...row('w1', 'FEMALE', NOW - 10_000), city: 'Mumbai' });
    const scope = { keep: ['w1'], builtFromChanges: NOW - 60_000, window: 3, offset: 0 };
    const chosen = held.inScope(viewer, held.pool(viewer.gender), scope, new Set(['w1']));
    expect(ids(chosen)).toEqual(['w1', 'w0', 'w2']);
    // The pool ranks what the profile says now, not what it said when the pool was built.
    expect(whole.find((member) => member.id === 'w1')?.levels.city).toBe('mumbai');
  });
});
