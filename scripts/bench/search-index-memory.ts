/**
 * npm run bench:search-memory [-- profiles]
 *
 * The heap search's in-memory index (server/services/search-index.ts) takes: seeds the benchmarks' bulk profiles on
 * an in-memory embedded database, reads the index, and prints the heap it added, in all and per member held.
 */
import { migrate } from '../../server/db/migrate';
import { createPgliteDb } from '../../server/db/pglite';
import { createSearchIndex } from '../../server/services/search-index';
import { seedBench } from './seed';

const gc = (globalThis as { gc?: () => void }).gc;

function heap(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
}

async function main(): Promise<void> {
  if (!gc) throw new Error('run with node --expose-gc');
  const profiles = Number(process.argv[2] ?? '10000');
  const db = await createPgliteDb();
  await migrate(db);
  await seedBench(db, { profiles, pairs: 10, messagesPerPair: 1, feedMembers: 200, decisionsPerMember: 1 });
  const index = createSearchIndex(db, null);
  const before = heap();
  await index.fresh();
  index.ofGender('FEMALE', null);
  const added = heap() - before;
  console.log(
    `search index: ${profiles} profiles, ${index.size} held, heap ${(added / 1e6).toFixed(1)} MB, ` +
      `${(added / Math.max(index.size, 1)).toFixed(0)} bytes a member held`,
  );
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
