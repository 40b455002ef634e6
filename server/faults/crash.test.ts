import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDb } from '../db/pglite';
import { createPostgresDb } from '../db/postgres';
import type { Db } from '../db/types';
import { createFileStore, createLocalFileStore, databaseBackend, type FileStore } from '../services/files';
import { sweepOrphanFiles } from '../services/uploads';
import { form, makeJpeg } from '../test/fixtures';
import { memberWithChannel } from './members';
import { createScratchDatabase, type ServerProcess, sleep, startServer } from '../process/server-process';

/**
 * Faults a server process has to suffer, on the database of the pass: the
 * embedded engine in a data folder, or PostgreSQL (DATABASE_URL) in a
 * database of its own. Loops are bounded, everything stays on 127.0.0.1.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const SIGNING_SECRET = 'fault-tests-signing-secret-0123456789';
/** kill -9 runs: more on PostgreSQL; the embedded engine's slower start gets fewer. */
const CRASH_RUNS = DATABASE_URL ? 20 : 5;
/** Concurrent chat writers per run, each its own member and channel (the chat limit is per member). */
const WRITERS = 4;

let dataDir: string;
let serverEnv: Record<string, string>;
let dropDatabase: (() => Promise<void>) | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'faults-crash-'));
  serverEnv = { DATA_DIR: dataDir };
  if (DATABASE_URL) {
    const scratch = await createScratchDatabase(DATABASE_URL);
    dropDatabase = scratch.drop;
    // Uploads as rows: the crash must leave no unreferenced row either.
    serverEnv = { ...serverEnv, DATABASE_URL: scratch.url, FILE_STORAGE: 'database' };
  }
});

afterAll(async () => {
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
});

/** The pass's database, opened by the test itself while no server runs (the embedded folder admits one process). */
async function openDb(): Promise<{ db: Db; files: FileStore }> {
  if (serverEnv.DATABASE_URL) {
    const db = await createPostgresDb({ connectionString: serverEnv.DATABASE_URL, max: 2 });
    return { db, files: createFileStore(databaseBackend(db), { secret: SIGNING_SECRET }) };
  }
  const db = await createPgliteDb(join(dataDir, 'pgdata'));
  return { db, files: createLocalFileStore({ root: join(dataDir, 'files'), secret: SIGNING_SECRET }) };
}

interface Writer {
  token: string;
  channelId: string;
}

/** Members with a channel each. */
async function createWriters(db: Db, count: number): Promise<Writer[]> {
  const writers: Writer[] = [];
  for (let i = 0; i < count; i++) writers.push(await memberWithChannel(db));
  return writers;
}

/** Sends messages one after another until the server goes away; answers the texts it acknowledged. */
async function write(
  server: ServerProcess,
  writer: Writer,
  run: number,
  acknowledged: string[],
  onDone: () => void,
): Promise<void> {
  for (let i = 0; i < 25; i++) {
    const text = `run ${run} ${writer.channelId.slice(0, 8)} message ${i}`;
    try {
      const res = await fetch(`${server.url}/api/chat/send`, {
        method: 'POST',
        headers: { authorization: writer.token, 'content-type': 'application/json' },
        body: JSON.stringify({ channelId: writer.channelId, message: text }),
      });
      if (res.status === 200) {
        acknowledged.push(text);
        onDone();
      } else if (res.status >= 500) throw new Error(`chat send answered ${res.status}: ${await res.text()}`);
    } catch (error) {
      if (error instanceof TypeError) return; // the connection died with the process
      throw error;
    }
  }
}

/** Uploads photos (a new set each time) until the server goes away. */
async function upload(server: ServerProcess, token: string, photo: Buffer, onDone: () => void): Promise<number> {
  let done = 0;
  for (let i = 0; i < 50; i++) {
    try {
      const res = await fetch(`${server.url}/api/profile/images`, {
        method: 'POST',
        headers: { authorization: token },
        body: form({ image0: photo, image1: photo }),
      });
      if (res.status >= 500) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      if (res.status === 200) {
        done++;
        onDone();
      }
    } catch (error) {
      if (error instanceof TypeError) return done;
      throw error;
    }
  }
  return done;
}

describe(`kill -9 during writes (${DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it(`loses no acknowledged write over ${CRASH_RUNS} runs, and leaves no stored file that nothing refers to`, async () => {
    const photo = await makeJpeg({ width: 640, height: 480 });
    const acknowledged: string[] = [];
    let uploads = 0;
    let writers: Writer[][] = [];
    let uploader = '';
    {
      // The schema, members and channels, made once by a first server start (migrations) and the test.
      const first = await startServer(serverEnv);
      await first.stop();
      const { db } = await openDb();
      writers = [];
      for (let run = 0; run < CRASH_RUNS; run++) writers.push(await createWriters(db, WRITERS));
      uploader = (await createWriters(db, 1))[0].token;
      await db.close();
    }

    for (let run = 0; run < CRASH_RUNS; run++) {
      const server = await startServer(serverEnv);
      // Every fourth run also uploads, and is killed only after an upload was acknowledged (an upload takes longer
      // than a message); the others are killed at a varying moment after their first acknowledged message.
      const uploading = run % 4 === 0;
      let written = () => undefined as void;
      const firstWrite = new Promise<void>((resolve) => (written = resolve));
      const writing = Promise.all([
        ...writers[run].map((writer) =>
          write(server, writer, run, acknowledged, uploading ? () => undefined : () => written()),
        ),
        ...(uploading ? [upload(server, uploader, photo, () => written()).then((n) => (uploads += n))] : []),
      ]);
      await Promise.race([firstWrite, sleep(5000)]);
      await sleep((run * 97) % 300);
      server.child.kill('SIGKILL');
      expect((await server.exited()).signal).toBe('SIGKILL');
      await writing;
    }
    expect(acknowledged.length).toBeGreaterThan(CRASH_RUNS);
    expect(uploads).toBeGreaterThan(0);

    // Started once more as after a crash: the embedded database sweeps what the crashes left at start.
    const after = await startServer(serverEnv);
    after.child.kill('SIGTERM');
    expect((await after.exited()).code).toBe(0);

    const { db, files } = await openDb();
    try {
      const { rows } = await db.query<{ body: string }>('SELECT body FROM chat_messages');
      const stored = new Set(rows.map((row) => row.body));
      expect(acknowledged.filter((text) => !stored.has(text))).toEqual([]);

      // PostgreSQL instances keep unreferenced uploads for a grace time (another instance may be mid-upload):
      // the sweep they run hourly is run here at once.
      if (serverEnv.DATABASE_URL) await sweepOrphanFiles(db, files, { olderThanMs: 0 });
      const keys = await files.storedBefore(new Date(Date.now() + 60_000));
      // A photo's blurred copy (photo privacy) is referenced by its row too.
      const referenced = await db.query<{ file_key: string }>(
        `SELECT file_key FROM profile_images
         UNION ALL SELECT blurred_key FROM profile_images WHERE blurred_key IS NOT NULL`,
      );
      expect([...keys].sort()).toEqual(referenced.rows.map((row) => row.file_key).sort());
      if (!serverEnv.DATABASE_URL) {
        // No half-written file survives either.
        expect(
          (await readdir(join(dataDir, 'files', 'photo'))).filter((name) => !/^[0-9a-f]{32}\.jpg$/.test(name)),
        ).toEqual([]);
      }
    } finally {
      await db.close();
    }
  }, 300_000);
});
