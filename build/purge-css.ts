import type { Plugin } from 'vite';

/** Placeholder until the purge step lands; keeps the config importable. */
export function purgeUnusedCss(): Plugin {
  return { name: 'purge-unused-css', apply: 'build' };
}
