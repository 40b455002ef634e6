import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { blurBackfillRepository } from '../repositories/blur-backfill';
import { call, expectOk, form, showTo } from '../test/fixtures';
import { createMember, type TestMember } from '../test/members';
import { detailedJpeg, photoBytes, seenBehind } from '../test/photo-bytes';
import { useTestServer } from '../test/test-server';
import { createBlurBackfill, DEFAULT_BLUR_BACKFILL_OPTIONS } from './blur-backfill';
import { sweepOrphanFiles } from './uploads';

const t = useTestServer();

/**
 * A member in BLURRED mode whose photos were stored before blurred copies were made (as migration 170 left
 * them: no copy), and a stranger shown her profile.
 */
async function ownerWithOldPhotos(count: number) {
  const owner = await createMember(t, { firstName: 'Ira', gender: 'FEMALE', photos: 0 });
  const images = Object.fromEntries(
    await Promise.all(Array.from({ length: count }, async (_, i) => [`image${i}`, await detailedJpeg()])),
  );
  await expectOk(call(t, 'POST', '/api/profile/images', { token: owner.token, form: form(images) }));
  await t.db.query('UPDATE profile_images SET blurred_key = NULL WHERE profile_id = $1', [owner.id]);
  await expectOk(call(t, 'PUT', '/api/profile/privacy', { token: owner.token, json: { photos: 'BLURRED' } }));
  const stranger = await createMember(t, { firstName: 'Sam', gender: 'MALE', photos: 0 });
  await showTo(t, stranger, owner);
  return { owner, stranger };
}

async function photosSeen(viewer: TestMember, owner: TestMember) {
  const body = (await expectOk(call(t, 'GET', `/api/profile/get?profileId=${owner.id}`, { token: viewer.token }))) as {
    images: { url: string }[];
  };
  return Promise.all(body.images.map((image) => seenBehind(t, image.url)));
}

async function copiesMade(owner: TestMember): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    'SELECT count(blurred_key)::int AS n FROM profile_images WHERE profile_id = $1',
    [owner.id],
  );
  return rows[0].n;
}

async function jobRows() {
  const { rows } = await t.db.query<{ attempts: number; failed_at: Date | null; last_error: string | null }>(
    'SELECT attempts, failed_at, last_error FROM blur_backfill_jobs ORDER BY requested_at',
  );
  return rows;
}

describe('blurred copies of photos stored before photo privacy', () => {
  it('are made in the background from their table, and BLURRED then shows them where it showed the placeholder', async () => {
    const { owner, stranger } = await ownerWithOldPhotos(2);
    expect(await photosSeen(stranger, owner)).toEqual(['PLACEHOLDER', 'PLACEHOLDER']);

    // A start asks for the photos written without a copy, then works them.
    await t.app.blurBackfill.start();
    await t.app.blurBackfill.drained();

    expect(await photosSeen(stranger, owner)).toEqual(['BLURRED', 'BLURRED']);
    expect(await jobRows()).toEqual([]);
    // The stranger's suggestions on Home follow at once (the copy moved the profiles' version).
    const feed = (await expectOk(call(t, 'GET', '/api/feed/home', { token: stranger.token }))) as {
      profiles: { id: string; images: { url: string }[] }[];
    };
    const suggested = feed.profiles.find((profile) => profile.id === owner.id);
    expect(await seenBehind(t, suggested?.images[0]?.url)).toBe('BLURRED');
    // Staff and the owner still see the originals.
    const own = (await expectOk(call(t, 'GET', '/api/profile/my', { token: owner.token }))) as {
      images: { url: string }[];
    };
    expect(await seenBehind(t, own.images[0].url)).toBe('ORIGINAL');
    // A second start finds nothing more to do.
    expect(await blurBackfillRepository(t.db).requestMissing()).toBe(0);
  });

  it('survives a crash mid-slice: the rows come back when the lease lapses, and a copy stored but not recorded is swept', async () => {
    await t.app.blurBackfill.close();
    const { owner, stranger } = await ownerWithOldPhotos(1);
    const repo = blurBackfillRepository(t.db);
    expect(await repo.requestMissing()).toBe(1);
    // A worker claimed the slice, stored a copy, and was killed before recording it.
    expect(await repo.claim(16, 120)).toHaveLength(1);
    const lost = await t.files.put('photo', await detailedJpeg(), 'jpg');

    const worker = createBlurBackfill({ db: t.db, files: t.files });
    try {
      worker.poke();
      await worker.drained();
      // Still held by the lost worker's lease.
      expect(await photosSeen(stranger, owner)).toEqual(['PLACEHOLDER']);

      await t.db.query("UPDATE blur_backfill_jobs SET leased_until = now() - interval '1 second'");
      worker.poke();
      await worker.drained();
      expect(await photosSeen(stranger, owner)).toEqual(['BLURRED']);
      expect(await jobRows()).toEqual([]);
    } finally {
      await worker.close();
    }
    // The lost copy is an orphan the sweep removes; the recorded copy stays.
    await sweepOrphanFiles(t.db, t.files, { olderThanMs: -60_000 });
    expect((await photoBytes(t, t.files.signedUrl(lost))).status).toBe(404);
    expect(await photosSeen(stranger, owner)).toEqual(['BLURRED']);
  });

  it('works in slices with a rest after each, and a close ends the rest at once', async () => {
    await t.app.blurBackfill.close();
    const { owner } = await ownerWithOldPhotos(5);
    // A rest far longer than the test: only the first slice can be done.
    const worker = createBlurBackfill(
      { db: t.db, files: t.files },
      { ...DEFAULT_BLUR_BACKFILL_OPTIONS, sliceSize: 2, rest: 10_000 },
    );
    await worker.start();
    for (let i = 0; i < 200 && (await copiesMade(owner)) < 2; i++) await sleep(50);
    await sleep(300);
    expect(await copiesMade(owner)).toBe(2);
    expect(await jobRows()).toHaveLength(3);
    const closing = performance.now();
    await worker.close();
    expect(performance.now() - closing).toBeLessThan(1_000);
  });

  it('gives up a photo whose original is gone instead of trying it forever, and a deleted photo takes its row', async () => {
    // createMember's photos name files that were never stored.
    const lost = await createMember(t, { firstName: 'Lata', photos: 1 });
    const { owner } = await ownerWithOldPhotos(1);
    expect(await blurBackfillRepository(t.db).requestMissing()).toBe(2);
    const own = (await expectOk(call(t, 'GET', '/api/profile/my', { token: owner.token }))) as {
      images: { url: string }[];
    };
    const imageUrl = encodeURIComponent(own.images[0].url);
    await expectOk(call(t, 'DELETE', `/api/profile/images?imageUrl=${imageUrl}`, { token: owner.token }));

    t.app.blurBackfill.poke();
    await t.app.blurBackfill.drained();
    expect(await jobRows()).toEqual([
      { attempts: 1, failed_at: expect.any(Date), last_error: 'the original is not stored' },
    ]);
    expect(await copiesMade(lost)).toBe(0);
  });
});
