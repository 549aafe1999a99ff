/** Paise as the text a rupee input shows: 4550 → '45.50', 4500 → '45'. The inverse of parseRupeesToPaise. */
export function paiseToRupeeText(paise: number | null | undefined): string {
  if (paise === null || paise === undefined) return ''
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`
}
