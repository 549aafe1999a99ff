// Helpers of the search service: LIKE escaping and the edit distance that picks typo corrections.

/** Makes text match itself literally inside a LIKE pattern (backslash is LIKE's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Edits (insert, delete, substitute one character) that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  return editsUpTo(a, b, Number.POSITIVE_INFINITY)
}

/**
 * Whether at most `limit` edits turn `a` into `b`: editDistance(a, b) <= limit, with no table
 * when the lengths alone differ by more, and stopping at the first row whose every cell is past
 * the limit (a typed word is tested against every one-word spelling of the dictionary).
 */
export function withinEdits(a: string, b: string, limit: number): boolean {
  return editsUpTo(a, b, limit) <= limit
}

/** The edits that turn `a` into `b` when they are at most `limit`; any number past it otherwise. */
function editsUpTo(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous: number[] = []
  for (let j = 0; j <= b.length; j++) previous.push(j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let least = i
    for (let j = 1; j <= b.length; j++) {
      const substitute = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)
      const cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitute)
      current.push(cell)
      if (cell < least) least = cell
    }
    if (least > limit) return limit + 1
    previous = current
  }
  return previous[b.length]!
}

/**
 * Of the dictionary's look-alikes of a typed word, the closest by edits: what the shopper most
 * likely meant ('panner' is one edit from 'paneer', two from 'panna'). Ties are all kept.
 */
export function closestWords(typed: string, lookAlikes: readonly string[]): string[] {
  const distances = lookAlikes.map((w) => editDistance(typed, w))
  const best = Math.min(...distances)
  return lookAlikes.filter((_, i) => distances[i] === best)
}
