import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../contract/languages';

/**
 * A language is offered only complete: extraction in check mode (the catalogs
 * are read, never written) fails when an offered language misses a message the
 * app uses, or a catalog keeps a message no source uses any more.
 */
const root = join(import.meta.dirname, '..', '..');

interface CatalogState {
  name: string;
  used: string[];
  /** The English of each message id (ids are hashes of it), so a failure names the message. */
  english: Map<string, string>;
  byLanguage: Record<string, Record<string, { message?: string; translation?: string }>>;
}
let catalogs: CatalogState[] = [];

beforeAll(async () => {
  const config = getConfig({ cwd: root, skipValidation: true });
  catalogs = await Promise.all(
    (await getCatalogs(config)).map(async (catalog) => {
      const extracted = await catalog.collect();
      if (!extracted) throw new Error(`The messages of ${catalog.path} could not be extracted.`);
      const byLanguage = await catalog.readAll();
      const english = new Map<string, string>();
      for (const messages of [...Object.values(byLanguage), extracted])
        for (const [id, entry] of Object.entries(messages)) if (entry.message) english.set(id, entry.message);
      return { name: relative(root, catalog.path), used: Object.keys(extracted), english, byLanguage };
    }),
  );
}, 120_000);

describe('language catalogs', () => {
  it('offer exactly the languages of the contract', () => {
    expect(catalogs.length).toBeGreaterThan(0);
    for (const catalog of catalogs) expect(Object.keys(catalog.byLanguage).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES)('%s has every message the app uses', (language) => {
    const missing = catalogs.flatMap(({ name, used, english, byLanguage }) =>
      used
        .filter((id) => !byLanguage[language]?.[id]?.translation?.trim())
        .map((id) => `${name}: ${english.get(id) ?? id}`),
    );
    expect(missing, `messages missing from the ${language} catalogs`).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('%s holds no message the app no longer uses', (language) => {
    const unused = catalogs.flatMap(({ name, used, english, byLanguage }) =>
      Object.keys(byLanguage[language] ?? {})
        .filter((id) => !used.includes(id))
        .map((id) => `${name}: ${english.get(id) ?? id}`),
    );
    expect(unused, `messages in the ${language} catalogs that no source uses`).toEqual([]);
  });
});
