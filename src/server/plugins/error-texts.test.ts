import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translate } from '#server/lib/i18n.ts'
import { createProduct } from '#server/modules/checkout/checkout-fixtures.ts'
import { call, type Shopper, signIn } from '#server/modules/checkout/route-test-helpers.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { REFUSAL_IDS } from './error-texts.ts'

// The server's refusals in the reader's language (issue 15): the page's Accept-Language.

describe('refusals in the reader’s language', () => {
  let t: TestApp
  let asha: Shopper
  beforeAll(async () => {
    t = await createTestApp()
    asha = await signIn(t, 'asha')
  })
  afterAll(async () => {
    await t.close()
  })

  const hindi = { 'accept-language': 'hi-IN' }

  it('keeps each refusal’s English exactly as the services throw it', () => {
    for (const [message, id] of Object.entries(REFUSAL_IDS)) expect(translate('en', id)).toBe(message)
  })

  it('says a refusal with specifics in Hindi when the page is in Hindi, in English otherwise', async () => {
    const p = await createProduct(t.db, { name: 'Sugar', price: 4500, stock: 3 })
    const over = await call(t, 'PUT', `/cart/items/${p}`, asha, { quantity: 4 }, hindi)
    expect(over.statusCode).toBe(409)
    expect(over.json()).toEqual({ error: { code: 'CONFLICT', message: 'Sugar के सिर्फ़ 3 ही बचे हैं' } })
    const english = await call(
      t,
      'PUT',
      `/cart/items/${p}`,
      asha,
      { quantity: 4 },
      { 'accept-language': 'en-IN' },
    )
    expect(english.json().error.message).toBe('Only 3 left of Sugar')
  })

  it('says a fixed refusal and a schema’s field message in Hindi', async () => {
    const missing = await call(t, 'PUT', `/cart/items/${crypto.randomUUID()}`, asha, { quantity: 1 }, hindi)
    expect(missing.json().error.message).toBe('प्रोडक्ट नहीं मिला')
    const p = await createProduct(t.db)
    const review = await call(
      t,
      'POST',
      `/products/${p}/reviews`,
      asha,
      { rating: 0, title: 'ab', comment: 'x' },
      hindi,
    )
    expect(review.statusCode).toBe(400)
    expect(review.json().error.fields).toMatchObject({
      'body.rating': 'कृपया रेटिंग चुनें',
      'body.title': 'शीर्षक कम से कम 3 अक्षरों का होना चाहिए',
    })
  })
})
