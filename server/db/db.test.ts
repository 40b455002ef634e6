import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PGLITE_SHARED_BUFFERS, createPgliteDb } from './pglite';
import { migrate } from './migrate';
import { useTestServer } from '../test/test-server';

const t = useTestServer();

describe('database adapter', () => {
  /** The backends of four pooled connections at once (on PostgreSQL; the embedded engine has its one). */
  const pids = async () =>
    (
      await Promise.all(
        [1, 2, 3, 4].map(() => t.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')),
      )
    )
      .map(({ rows }) => rows[0].pid)
      .sort();

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
    const { rows } = await t.db.query<{ a: string[]; b: number | null; c: string }>(
      'SELECT $1::text[] AS a, $2::int AS b, $3::text AS c',
      [['x', 'y'], null, "it's; DROP TABLE users"],
    );
    expect(rows).toEqual([{ a: ['x', 'y'], b: null, c: "it's; DROP TABLE users" }]);
  });

  it('keeps its connections through a lull, so their planned statements stay', async () => {
    // Four at once, so the pool holds four connections; then quiet for longer than node-postgres's default idle close.
    const before = await pids();
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(await pids()).toEqual(before);
  }, 20_000);

  it('keeps a connection whose statement failed, so its planned statements stay', async () => {
    const before = await pids();
    await t.db.query("INSERT INTO users (id, email, role) VALUES ('u1', 'one@example.com', 'member')");
    for (let i = 0; i < 12; i++) {
      await expect(
        t.db.query("INSERT INTO users (id, email, role) VALUES ('u1', 'one@example.com', 'member')"),
      ).rejects.toThrow();
    }
    expect(await pids()).toEqual(before);
  });

  it('migrations are recorded and run once', async () => {
    expect(await migrate(t.db)).toEqual([]);
    const { rows } = await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['001_users_profiles.sql', '002_verification.sql']),
    );
  });
});

// Each of these opens an embedded database of its own, so they run in the PostgreSQL pass too.
describe('embedded database', () => {
  it('runs with the small buffer cache that keeps the server lean', async () => {
    const db = await createPgliteDb();
    try {
      const { rows } = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(rows).toEqual([{ shared_buffers: DEFAULT_PGLITE_SHARED_BUFFERS }]);
    } finally {
      await db.close();
    }
  });

  it('creates a data folder once and opens it again with its data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-'));
    try {
      const first = await createPgliteDb(join(dir, 'pgdata'));
      await first.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
      await first.close();
      const again = await createPgliteDb(join(dir, 'pgdata'));
      expect((await again.query('SELECT n FROM kept')).rows).toEqual([{ n: 7 }]);
      expect((await again.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0].shared_buffers).toBe(
        DEFAULT_PGLITE_SHARED_BUFFERS,
      );
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is locked by the process using it: a second opener is told which process holds it; a crashed holder is not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-'));
    const lock = join(dir, 'pgdata', 'server.lock');
    try {
      const first = await createPgliteDb(join(dir, 'pgdata'));
      await expect(createPgliteDb(join(dir, 'pgdata'))).rejects.toThrow(
        new RegExp(`The embedded database in .*pgdata is in use by process ${process.pid} `),
      );
      await first.close();
      expect(existsSync(lock)).toBe(false);
      // A lock left by a process that no longer runs (kill -9) is taken over.
      const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
        encoding: 'utf8',
      });
      writeFileSync(lock, JSON.stringify({ pid: Number(gone.stdout), host: hostname(), started: '1', since: 'then' }));
      const again = await createPgliteDb(join(dir, 'pgdata'));
      expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid });
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a data folder of another PostgreSQL version with a message that says what to do', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-'));
    try {
      writeFileSync(join(dir, 'PG_VERSION'), '17\n');
      await expect(createPgliteDb(dir)).rejects.toThrow(/created by PostgreSQL 17; this server embeds PostgreSQL 18/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
