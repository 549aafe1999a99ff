import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { authPost, GOOD_PASSWORD, lastMailTo, signUpVerified } from './auth-test-helpers.ts'

// The account mails in the reader's language (issue 15, ADR 032): the account's saved language,
// else the language the page asking for the mail was shown in (its Accept-Language).

describe('account mails in the reader’s language', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('sends the verification mail in Hindi when the sign-up page was in Hindi', async () => {
    const res = await authPost(
      t,
      '/sign-up/email',
      { email: 'meera@example.com', password: GOOD_PASSWORD },
      { language: 'hi-IN' },
    )
    expect(res.statusCode).toBe(200)
    const mail = lastMailTo(t.dataDir, 'meera@example.com')!
    expect(mail.subject).toBe('FreshCart के लिए अपने ईमेल की पुष्टि करें')
    expect(mail.html).toContain('<html lang="hi-IN">')
    expect(mail.html).toContain('मेरे ईमेल की पुष्टि करें')
    expect(mail.links).toHaveLength(1)
  })

  it('writes in the account’s saved language, whatever the page asking for it showed', async () => {
    const email = 'ravi@example.com'
    await signUpVerified(t, email)
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.email, email))
    await authPost(t, '/request-password-reset', { email }, { language: 'en-IN' })
    const mail = lastMailTo(t.dataDir, email)!
    expect(mail.subject).toBe('अपना FreshCart पासवर्ड रीसेट करें')
    expect(mail.text).toContain('नया पासवर्ड चुनें: http')
    expect(mail.links).toHaveLength(1)
  })

  it('stays in English by default', async () => {
    await authPost(t, '/sign-up/email', { email: 'john@example.com', password: GOOD_PASSWORD })
    expect(lastMailTo(t.dataDir, 'john@example.com')?.subject).toBe('Confirm your email for FreshCart')
  })
})
