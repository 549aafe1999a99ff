// The one way to write "N thing(s)" (issue 9 item 12: no more "Cart (1 items)"). Counts use
// Indian digit grouping (decisions.md 13): '1 item', '2 items', '1,640 reviews'.

/** The noun for a count: `singular` for exactly 1, else `plural` (default: singular + 's'). */
export function pluralNoun(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural
}

/** '1 item', '12 items', '1,640 reviews', '1 product has' / '3 products have' with `plural`. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-IN')} ${pluralNoun(count, singular, plural)}`
}
