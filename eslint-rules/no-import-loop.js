import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Fails on an import that leads back to the file that makes it, whatever kind of import each step is:
 * `import type` and `import()` count too. A loop of types alone still ties two modules together (one
 * cannot move without the other), and import-x/no-cycle skips those by design.
 *
 * Only relative specifiers are followed: packages cannot import our files. Every other file is read
 * from disk once (again when its mtime changes), with TypeScript's import scanner, not a full parse.
 */

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'];

/** @type {Map<string, { mtimeMs: number, targets: string[] }>} */
const importsCache = new Map();

/** @param {string} file */
function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a relative specifier names, or null for a package or a file that is not code.
 * @param {string} fromFile
 * @param {string} specifier
 */
function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => EXTENSIONS.includes(path.extname(candidate)) && isFile(candidate)) ?? null;
}

/** @param {string} file */
function importsOf(file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = importsCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.targets;
  const scanned = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = [
    ...new Set(scanned.importedFiles.map((imported) => resolveRelative(file, imported.fileName)).filter(Boolean)),
  ];
  importsCache.set(file, { mtimeMs, targets });
  return targets;
}

/**
 * The shortest chain of imports from `start` back to `file` (both ends included), or null.
 * @param {string} start
 * @param {string} file
 */
function chainBack(start, file) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsOf(current)) {
      if (next === file) {
        const chain = [current];
        for (let step = cameFrom.get(current); step; step = cameFrom.get(step)) chain.unshift(step);
        return [...chain, file];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportLoop = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import (of values or of types) that leads back to the importing file.' },
    schema: [],
    messages: { loop: 'Import loop: {{chain}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = context.cwd;
    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string') return;
      const target = resolveRelative(file, source);
      if (!target) return;
      const chain = target === file ? [file] : chainBack(target, file);
      if (!chain) return;
      const named = [file, ...chain].map((step) => path.relative(root, step));
      context.report({ node, messageId: 'loop', data: { chain: named.join(' -> ') } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      /** `import('./x').Type` in a type position. @param {{ argument?: { literal?: { value?: unknown } } }} node */
      TSImportType: (node) => check(node, node.argument?.literal?.value),
    };
  },
};
