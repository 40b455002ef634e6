import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes .br and .gz beside every text asset of the build, so the server sends
 * compressed files without compressing on each request (@fastify/static's
 * preCompressed option picks them by Accept-Encoding).
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!statSync(outDir, { throwIfNoEntry: false })) return;
      for (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path) || path.includes('/.vite/')) continue;
        compressFile(path);
      }
    },
  };
}

export function compressFile(path: string): void {
  const source = readFileSync(path);
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
  );
}
