// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { SignInSchema } from '#shared/schemas/auth.ts'
import { applyLocale } from './i18n.ts'
import { validationText } from './validation-text.ts'

afterEach(() => applyLocale('en'))

describe('validationText', () => {
  const [issue] = SignInSchema.safeParse({ email: '', password: 'x' }).error?.issues ?? []

  it("shows the schema's English as it is in English", () => {
    expect(validationText(issue?.message)).toBe('Email is required')
  })

  it('shows the catalogue’s Hindi for a schema message, and a server’s own words as they came', async () => {
    await applyLocale('hi')
    expect(validationText(issue?.message)).toBe('ईमेल डालना ज़रूरी है')
    expect(validationText('Category not found: Fruit')).toBe('Category not found: Fruit')
    expect(validationText(undefined)).toBeUndefined()
  })
})
