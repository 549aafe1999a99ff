/** Keeps the digits of `value`, at most `max` (the pincode field). Phones read through #shared/phone.ts. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max)
}
