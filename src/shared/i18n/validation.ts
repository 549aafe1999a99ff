// The shared schemas' messages (src/shared/schemas, phone.ts, payments.ts) in the catalogues
// (issue 15, ADR 032). The schemas keep writing the spec's English: it is the one source
// of the rules, the server answers with it and the spec's tests read it. Whoever shows a message
// to a person looks its English up here and shows the catalogue's text in the shown language;
// a message that is not one of these (a server's own) is shown as it came.
// validation.test.ts runs the schemas and fails on a message missing here.

export const VALIDATION_IDS = [
  'validation.emailRequired',
  'validation.emailTooLong',
  'validation.emailInvalid',
  'validation.passwordRequired',
  'validation.passwordTooShort',
  'validation.passwordTooLong',
  'validation.passwordUppercase',
  'validation.passwordLowercase',
  'validation.passwordNumber',
  'validation.passwordsDontMatch',
  'validation.currentPasswordRequired',
  'validation.nameRequired',
  'validation.nameTooLong',
  'validation.nameLetters',
  'validation.phoneRequired',
  'validation.phoneInvalid',
  'validation.addressRequired',
  'validation.titleRequired',
  'validation.titleTooLong',
  'validation.addressLine1Required',
  'validation.addressLine1TooLong',
  'validation.addressLine2TooLong',
  'validation.landmarkTooLong',
  'validation.cityRequired',
  'validation.cityTooLong',
  'validation.stateRequired',
  'validation.stateTooLong',
  'validation.pincodeRequired',
  'validation.pincodeDigits',
  'validation.areaRequired',
  'validation.imageType',
  'validation.imageTooLarge',
  'validation.typeDelete',
  'validation.selectRating',
  'validation.reviewTitleTooShort',
  'validation.reviewTitleTooLong',
  'validation.reviewTooShort',
  'validation.reviewTooLong',
  'validation.upiReference',
] as const
export type ValidationId = (typeof VALIDATION_IDS)[number]

/** A message as a catalogue holds it: the text, or (compiled by the build) its parts. */
type Stored = string | readonly unknown[]
const plain = (message: Stored | undefined) =>
  Array.isArray(message) ? message.join('') : String(message ?? '')

/**
 * The one way to find a message by its English text (a shared schema's message as the server
 * or a form has it): given `keys` and each key's English (a catalogue as JSON on the server or
 * compiled on the client, or a schema's own message list), the key whose English is `message`.
 * Used for the validation catalogue (validation-text.ts, the server's error texts) and the
 * product rules (admin product-messages.ts).
 */
export function keyByEnglish<K extends string>(english: Partial<Record<K, Stored>>, keys: readonly K[]) {
  let byText: Map<string, K> | undefined
  return (message: string): K | undefined => {
    byText ??= new Map(keys.map((key) => [plain(english[key]), key]))
    return byText.get(message)
  }
}
