/**
 * A screen that changes what the navigation bar counts (answers a request, opens a chat) says so here,
 * and the bar fetches its counts again. Screens and the bar know nothing else of each other.
 */
const listeners = new Set<() => void>();

export function announceCountsChanged(): void {
  for (const listener of listeners) listener();
}

/** Answers the unsubscribe function. */
export function onCountsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
