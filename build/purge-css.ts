import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

/**
 * Bootstrap's whole stylesheet is about 30 KiB gzip and the app uses a small
 * part of it. After bundling, every CSS asset is purged against the text of
 * all emitted JS chunks and index.html, so a class survives when any screen,
 * lazy or not, names it.
 *
 * react-bootstrap composes some class names at run time (`btn-${variant}`,
 * `navbar-expand-${expand}`, `modal-${size}`, ...), so those families are kept
 * by prefix, as are the state classes its transitions add.
 */
const SAFELIST = {
  // `standard` keeps a rule only when every class of its selector is named or listed here,
  // so listing a component's prefix keeps that component without pulling in its combinations.
  standard: [
    /^(show|showing|hiding|fade|active|disabled|collapse|collapsing|collapsed)$/,
    /^btn(-(primary|secondary|success|danger|warning|info|light|dark|link|outline-[a-z]+|sm|lg|close))?$/,
    /^navbar(-(brand|nav|toggler|toggler-icon|collapse|text|dark|light|expand-md))?$/,
    /^nav(-(link|item|pills|fill|justified))?$/,
    /^modal(-|$)/,
    /^carousel(-|$)/,
    /^alert(-|$)/,
    /^(bg|text-bg)-(primary|secondary|success|danger|warning|info|light|dark|white)$/,
    /^spinner-/,
    /^table(-|$)/,
    /^badge$/,
    /^form-(control|select|label|text|check|check-input|check-label|check-inline)(-sm|-lg)?$/,
    /^is-(valid|invalid)$/,
    /^(in)?valid-feedback$/,
  ],
  greedy: [/^Toastify/, /^react-datepicker/],
};

export function purgeUnusedCss(): Plugin {
  return {
    name: 'purge-unused-css',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const content = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({ raw: chunk.code, extension: 'js' }));
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset' && output.fileName.endsWith('.html')) {
          content.push({ raw: String(output.source), extension: 'html' });
        }
      }
      // Unused custom properties are dropped only from the entry stylesheet (Bootstrap's): a lazy
      // stylesheet may set variables that the entry's rules read, which a per-file purge cannot see.
      const entryCss = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry) output.viteMetadata?.importedCss.forEach((f) => entryCss.add(f));
      }
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        const [result] = await new PurgeCSS().purge({
          content,
          css: [{ raw: String(output.source) }],
          safelist: SAFELIST,
          dynamicAttributes: ['data-bs-theme', 'aria-expanded', 'lang'],
          keyframes: true,
          fontFace: true,
          variables: entryCss.has(output.fileName),
        });
        output.source = result.css;
      }
    },
  };
}
