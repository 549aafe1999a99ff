// The one phone rule (decisions.md 19, issue 9 item 1): every phone field of both sides (profile,
// address book, delivery partner) reads typed text through here. Shoppers type '+91 98300 12345',
// '098300-12345' or '9830012345'; the store keeps the 10-digit Indian mobile number, so the
// delivery partner's call link and every comparison see one form. Rows saved before this rule
// stay as they are (the database still checks only "10 digits").

/** What a field says when the text is not an Indian mobile number. */
export const PHONE_INVALID_MESSAGE = 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'
export const PHONE_REQUIRED_MESSAGE = 'Phone number is required'

// Spaces, dashes, dots and brackets are how people group digits; nothing else is dropped.
const GROUPING = /[\s\-.()]/g
// +91, 91 or a trunk 0 in front, then 10 digits starting 6-9 (Indian mobile numbers).
const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9][0-9]{9})$/

/** The 10-digit mobile number in `text`, or null when `text` is not an Indian mobile number. */
export function toIndianMobile(text: string): string | null {
  return INDIAN_MOBILE.exec(text.replace(GROUPING, ''))?.[1] ?? null
}

/** '9830012345' → '+91 98300 12345' (how pages show a stored number). */
export function formatIndianMobile(digits: string): string {
  return /^[0-9]{10}$/.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : digits
}
