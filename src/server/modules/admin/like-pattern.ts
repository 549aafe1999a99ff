/** `%text%` for LIKE with the user's own % and _ taken literally; lower-cased for lower() indexes. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize)
}
