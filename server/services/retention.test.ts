import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMember } from '../test/members';
import { ADMIN_HEADERS, call, expectOk, makeJpeg, showTo } from '../test/fixtures';
import { useTestServer } from '../test/test-server';
import { removeReviewedDocuments } from './retention';

const t = useTestServer();
const DAY = 24 * 3600_000;

/** A member whose identity document (a real stored file) staff reviewed `daysAgo` days before now. */
async function reviewed(daysAgo: number | null) {
  const member = await createMember(t, { gender: 'FEMALE' });
  const bytes = await makeJpeg();
  const key = await t.files.put('document', bytes, 'jpg');
  await t.db.query(
    `UPDATE verifications SET id_file = $2, id_number_masked = 'XXXXXX234F', id_number_hash = 'keyed-hash',
       id_reviewed_at = CASE WHEN $3::float8 IS NULL THEN NULL ELSE now() - make_interval(secs => $3::float8) END
     WHERE user_id = $1`,
    [member.id, key, daysAgo === null ? null : (daysAgo * DAY) / 1000],
  );
  return { ...member, key, digest: createHash('sha256').update(bytes).digest('hex') };
}

describe('removeReviewedDocuments', () => {
  it('deletes only documents reviewed longer ago than the window, keeping the verdict, masked number, hash and digest', async () => {
    const old = await reviewed(31);
    const recent = await reviewed(29);
    const unreviewed = await reviewed(null);

    expect(await removeReviewedDocuments({ db: t.db, files: t.files, windowDays: 30 })).toBe(1);

    expect(await t.files.get(old.key)).toBeNull();
    expect(await t.files.get(recent.key)).not.toBeNull();
    expect(await t.files.get(unreviewed.key)).not.toBeNull();
    const { rows } = await t.db.query(
      `SELECT id_file, id_number_masked, id_number_hash, id_file_digest, id_removed_at IS NOT NULL AS removed
       FROM verifications WHERE user_id = $1`,
      [old.id],
    );
    expect(rows).toEqual([
      {
        id_file: null,
        id_number_masked: 'XXXXXX234F',
        id_number_hash: 'keyed-hash',
        id_file_digest: old.digest,
        removed: true,
      },
    ]);
    const audit = await t.db.query('SELECT actor_id, action, subject_id FROM audit_events');
    expect(audit.rows).toEqual([{ actor_id: null, action: 'document.removed', subject_id: old.id }]);
    // The member stays verified and published.
    const status = await expectOk(call(t, 'GET', '/api/verification/status', { token: old.token }));
    expect(status).toEqual({
      contact: { email: 'VERIFIED', phoneNumber: 'VERIFIED' },
      identity: { image: 'VERIFIED', id: 'VERIFIED' },
      review: { status: 'PUBLISHED', reasons: [], note: null },
    });
    const viewer = await createMember(t, { gender: 'MALE' });
    await showTo(t, viewer, old);
    await expectOk(call(t, 'GET', `/api/profile/get?profileId=${old.id}`, { token: viewer.token }));
  });

  it('with the clock moved past the window, takes the recent one too; a second run finds nothing', async () => {
    const recent = await reviewed(29);
    expect(await removeReviewedDocuments({ db: t.db, files: t.files, windowDays: 30 })).toBe(0);
    const later = new Date(Date.now() + 2 * DAY);
    expect(await removeReviewedDocuments({ db: t.db, files: t.files, windowDays: 30, now: later })).toBe(1);
    expect(await t.files.get(recent.key)).toBeNull();
    expect(await removeReviewedDocuments({ db: t.db, files: t.files, windowDays: 30, now: later })).toBe(0);
  });

  it('the review list stops showing the image, and a report says the document was removed after review', async () => {
    const staff = await t.createAccount('admin');
    const old = await reviewed(40);
    const reporter = await createMember(t, { gender: 'MALE' });
    await expectOk(
      call(t, 'POST', '/api/safety/report', {
        token: reporter.token,
        json: { profileId: old.id, reason: 'FAKE_PROFILE' },
      }),
    );
    await removeReviewedDocuments({ db: t.db, files: t.files, windowDays: 30 });
    const { reports } = (await expectOk(
      call(t, 'GET', '/api/admin/reports', { token: staff.token, headers: ADMIN_HEADERS }),
    )) as {
      reports: { reported: { panImageUrl: string | null; documentRemoved: boolean } }[];
    };
    expect(reports[0].reported).toMatchObject({ panImageUrl: null, documentRemoved: true });
  });

  it('publishing a profile starts its document window', async () => {
    const staff = await t.createAccount('admin');
    const member = await createMember(t, { gender: 'FEMALE', published: false });
    await expectOk(
      call(t, 'GET', `/api/profile/verify?id=${member.id}`, { token: staff.token, headers: ADMIN_HEADERS }),
    );
    const { rows } = await t.db.query<{ fresh: boolean }>(
      "SELECT id_reviewed_at > now() - interval '1 minute' AS fresh FROM verifications WHERE user_id = $1",
      [member.id],
    );
    expect(rows).toEqual([{ fresh: true }]);
  });
});
