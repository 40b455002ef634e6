import type { Rollup } from 'vite';

type ManualChunkMeta = Rollup.ManualChunkMeta;

/**
 * The member area's first screen in two files instead of thirty: the member layout (navigation bar, counts,
 * live updates) and home (the suggestion and what it needs). Left to itself the bundler cuts every module
 * shared by two lazy screens into its own file, and the home route then waits for some thirty requests,
 * each preload link added on the main thread and each file a request a phone makes in turns of six.
 *
 * A module the entry loads stays where the bundler puts it (the landing page's first load is unchanged); a
 * module beside the layout or home goes to their chunk; any other screen keeps its own files and loads these
 * two as it would have loaded their parts.
 */
export const MEMBER_CHUNKS = ['member-area', 'member-home'] as const;
const GROUPS = [
  { name: MEMBER_CHUNKS[0], root: '/src/app/layouts/member-layout.tsx' },
  { name: MEMBER_CHUNKS[1], root: '/src/features/home/home-page.tsx' },
] as const;

type ModuleInfoOf = ManualChunkMeta['getModuleInfo'];

/** The entry's chunk keeps the name the bundler gives it. */
const ENTRY_CHUNK = 'index';

/** Every module `root` imports statically, itself included. */
function staticClosure(root: string, getModuleInfo: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) stack.push(imported);
  }
  return seen;
}

/**
 * Which chunk each module goes to: the entry's modules to the entry's own chunk (named so, the bundler would
 * otherwise pull those a member module imports into the member chunk, and the landing page would load it),
 * the rest of each group's static imports to the group. Empty for a build without the member area (the
 * prerender of the landing page).
 */
function assign(getModuleIds: ManualChunkMeta['getModuleIds'], getModuleInfo: ModuleInfoOf): Map<string, string> {
  const ids = [...getModuleIds()];
  const assigned = new Map<string, string>();
  const roots = GROUPS.map((group) => ({ ...group, id: ids.find((candidate) => candidate.endsWith(group.root)) }));
  if (roots.some((group) => group.id === undefined)) return assigned;
  const entries = ids.filter((candidate) => getModuleInfo(candidate)?.isEntry);
  for (const entry of entries) for (const id of staticClosure(entry, getModuleInfo)) assigned.set(id, ENTRY_CHUNK);
  for (const group of roots) {
    for (const id of staticClosure(group.id as string, getModuleInfo)) {
      if (!assigned.has(id)) assigned.set(id, group.name);
    }
  }
  return assigned;
}

/** Rollup's `output.manualChunks`. */
export function memberChunks(): (id: string, meta: ManualChunkMeta) => string | undefined {
  let build: ModuleInfoOf | null = null;
  let assigned = new Map<string, string>();
  return (id, { getModuleIds, getModuleInfo }) => {
    // Once per build: the same config also serves the prerender's build.
    if (build !== getModuleInfo) {
      build = getModuleInfo;
      assigned = assign(getModuleIds, getModuleInfo);
    }
    return assigned.get(id);
  };
}
