import { describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

describe('database adapter', () => {
  it('rolls a failed transaction back whole', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("INSERT INTO users (id, email, role) VALUES ('u1', 'one@example.com', 'member')");
        await tx.query("INSERT INTO users (id, email, role) VALUES ('u2', 'ONE@example.com', 'member')");
      }),
    ).rejects.toThrow();
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('passes parameters, arrays and nulls through', async () => {
    const { rows } = await t.db.query<{ a: string[]; b: number | null; c: string }>('SELECT $1::text[] AS a, $2::int AS b, $3::text AS c', [
      ['x', 'y'],
      null,
      "it's; DROP TABLE users",
    ]);
    expect(rows).toEqual([{ a: ['x', 'y'], b: null, c: "it's; DROP TABLE users" }]);
  });

  it('migrations are recorded and run once', async () => {
    expect(await migrate(t.db)).toEqual([]);
    const { rows } = await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['001_users_profiles.sql', '002_verification.sql']));
  });
});
