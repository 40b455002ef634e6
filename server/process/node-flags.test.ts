import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, missingNodeFlags, serverNodeArgs } from './node-flags';

const scripts = (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('the server’s Node.js flags', () => {
  it('are passed by npm start and npm run server, as the benchmarks and process tests pass them', () => {
    for (const name of ['start', 'server']) {
      const words = scripts[name].split(/\s+/);
      for (const flag of SERVER_NODE_FLAGS) expect(words, name).toContain(flag);
    }
    expect(serverNodeArgs('server/server.ts')).toEqual([...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/server.ts']);
  });

  it('are found missing unless given on the command line or in NODE_OPTIONS', () => {
    expect(missingNodeFlags([])).toEqual(SERVER_NODE_FLAGS);
    expect(missingNodeFlags([...SERVER_NODE_FLAGS, '--import', 'tsx'])).toEqual([]);
    expect(missingNodeFlags([], `--enable-source-maps ${SERVER_NODE_FLAGS.join(' ')}`)).toEqual([]);
    expect(missingNodeFlags(['--max-semi-space-size=16'])).toEqual(SERVER_NODE_FLAGS);
  });
});
