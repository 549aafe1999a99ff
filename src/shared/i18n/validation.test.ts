import { describe, expect, it } from 'vitest'
import { UPLOAD_LIMITS } from '../constants.ts'
import { PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE } from '../phone.ts'
import {
  ADDRESS_REQUIRED_MESSAGE,
  AddressInputSchema,
  DeleteAccountSchema,
  INVALID_IMAGE_TYPE_MESSAGE,
  imageTooLargeMessage,
  PersonNameSchema,
} from '../schemas/account.ts'
import { ChangePasswordSchema, ResetPasswordSchema, SignInSchema, SignUpSchema } from '../schemas/auth.ts'
import { UpiReferenceBodySchema } from '../schemas/orders.ts'
import { CreateReviewSchema } from '../schemas/reviews.ts'
import english from './en/validation.json'
import hindi from './hi/validation.json'
import { keyByEnglish, VALIDATION_IDS } from './validation.ts'

// Every message the shop's forms can show from the shared schemas has a catalogue entry whose
// English is exactly the schema's (the spec's words), so Hindi can replace it.

type Parseable = {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } }
}

function messagesOf(schema: Parseable, ...values: unknown[]): string[] {
  return values.flatMap((value) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [])
}

const long = (n: number) => 'a'.repeat(n + 1)

const shown = new Set([
  ...messagesOf(
    SignUpSchema,
    {},
    { email: '', password: '' },
    { email: `${long(255)}@x`, password: long(100) },
  ),
  ...messagesOf(
    SignUpSchema,
    { email: 'no-at', password: 'ABCDEFGH' },
    { email: 'a@b.co', password: 'abcdefgh' },
  ),
  ...messagesOf(SignInSchema, {}, { email: 'a@b.co', password: '' }),
  ...messagesOf(ResetPasswordSchema, { newPassword: 'Fresh1cart', confirmPassword: 'other' }),
  ...messagesOf(ChangePasswordSchema, {
    currentPassword: '',
    newPassword: 'Fresh1cart',
    confirmPassword: 'x',
  }),
  ...messagesOf(PersonNameSchema, undefined, '', long(100), '123'),
  ...messagesOf(AddressInputSchema, {}, { title: '', addressLine1: '', city: '', state: '', pincode: 'x' }),
  ...messagesOf(AddressInputSchema, {
    title: long(50),
    recipientName: 'Asha',
    phone: '123',
    addressLine1: long(200),
    addressLine2: long(200),
    landmark: long(200),
    city: long(100),
    state: long(100),
    pincode: '560001',
  }),
  ...messagesOf(DeleteAccountSchema, { confirm: 'delete' }),
  ...messagesOf(CreateReviewSchema, {}, { rating: 0, title: 'a', comment: 'b' }),
  ...messagesOf(CreateReviewSchema, { rating: 5, title: long(100), comment: long(1000) }),
  ...messagesOf(UpiReferenceBodySchema, {}, { reference: '123' }),
  PHONE_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  ADDRESS_REQUIRED_MESSAGE,
  INVALID_IMAGE_TYPE_MESSAGE,
  imageTooLargeMessage(UPLOAD_LIMITS.imageMaxBytes),
])

describe('validation messages in the catalogues', () => {
  const idOf = keyByEnglish(english, VALIDATION_IDS)

  it.each([...shown])('"%s" has a catalogue entry', (message) => {
    expect(idOf(message)).toBeDefined()
  })

  it('lists exactly the catalogue, each English text once', () => {
    expect([...VALIDATION_IDS].sort()).toEqual(Object.keys(english).sort())
    const texts = Object.values(english)
    expect(new Set(texts).size).toBe(texts.length)
  })

  it('finds the Hindi for a schema message, and nothing for a server’s own words', () => {
    const id = idOf('Please select a rating')
    expect(id && hindi[id]).toBe('कृपया रेटिंग चुनें')
    expect(idOf('Category not found: Fruit')).toBeUndefined()
  })

  it('reads messages the build compiled into parts', () => {
    const compiled = Object.fromEntries(Object.entries(english).map(([id, text]) => [id, [text]]))
    expect(keyByEnglish(compiled, VALIDATION_IDS)('Pincode must be 6 digits')).toBe(
      'validation.pincodeDigits',
    )
  })
})
