import { describe, expect, it } from 'vitest';
import { useTestServer, TEST_SIGNING_SECRET } from '../test/test-server';
import { createFileStore, databaseBackend } from './files';

const t = useTestServer();

describe('database file storage (FILE_STORAGE=database)', () => {
  it('stores, signs, serves and removes files as rows', async () => {
    const store = createFileStore(databaseBackend(t.db), { secret: TEST_SIGNING_SECRET });
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02, 0xfe]);
    const key = await store.put('document', bytes, 'jpg');
    expect(key).toMatch(/^document\/[0-9a-f]{32}\.jpg$/);
    expect(await store.get(key)).toEqual({ bytes, contentType: 'image/jpeg' });
    const url = store.signedUrl(key);
    const [, expires, signature] = /expires=(\d+)&signature=(.+)$/.exec(url) ?? [];
    expect(store.verify(key, Number(expires), signature)).toBe(true);
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_files');
    expect(rows).toEqual([{ n: 0 }]);
  });
});
