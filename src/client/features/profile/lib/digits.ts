/** Phone fields keep digits only, at most 10 (spec section 5, Profile). */
export function phoneDigits(value: string): string {
  return digitsOnly(value, 10)
}

export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max)
}
