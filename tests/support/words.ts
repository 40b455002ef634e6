/** A text of exactly `count` words (spec 5 counts words split on whitespace). */
export function wordsOf(count: number): string {
  return Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
}
