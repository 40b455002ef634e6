import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, pgliteSnapshot } from './test-database';

/** Migrates once for the whole server suite (test-database.ts); each test file then starts from a copy. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    await pgliteSnapshot();
    return undefined;
  }
  const template = await createTemplateDatabase(url);
  project.provide('templateDatabase', template.name);
  return template.drop;
}
