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
  standard: [
    /^(show|showing|hiding|fade|active|disabled|collapse|collapsing|collapsed)$/,
    /^btn-(primary|secondary|success|danger|warning|info|light|dark|link|outline-[a-z]+|sm|lg)$/,
    /^navbar-expand(-(sm|md|lg|xl))?$/,
    /^navbar-(dark|light)$/,
    /^modal-(sm|lg|xl|fullscreen|static|open)$/,
    /^alert-(primary|secondary|success|danger|warning|info|light|dark|dismissible)$/,
    /^(bg|text-bg)-(primary|secondary|success|danger|warning|info|light|dark|white)$/,
    /^spinner-(border|grow)(-sm)?$/,
    /^table-(striped|hover|bordered|sm|responsive(-[a-z]+)?)$/,
    /^carousel-(item-(start|end|next|prev)|fade|dark)$/,
    /^form-(control|select)-(sm|lg)$/,
    /^was-validated$/,
    /^is-(valid|invalid)$/,
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
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        const [result] = await new PurgeCSS().purge({
          content,
          css: [{ raw: String(output.source) }],
          safelist: SAFELIST,
          dynamicAttributes: ['data-bs-theme', 'aria-expanded'],
          keyframes: true,
          fontFace: true,
          variables: true,
        });
        output.source = result.css;
      }
    },
  };
}
