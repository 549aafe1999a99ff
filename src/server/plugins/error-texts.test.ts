import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authPost } from '#server/auth/auth-test-helpers.ts'
import { products } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { translate } from '#server/lib/i18n.ts'
import {
  checkoutSetup,
  createProduct,
  createUser,
  placeTestOrder,
} from '#server/modules/checkout/checkout-fixtures.ts'
import { call, type Shopper, signIn } from '#server/modules/checkout/route-test-helpers.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { errorInLocale, REFUSAL_IDS } from './error-texts.ts'

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

  it('names a product by its Hindi name in a Hindi refusal, in the cart and at checkout', async () => {
    const p = await createProduct(t.db, { name: 'Sugar', price: 4500, stock: 3 })
    await t.db.update(products).set({ hindiName: 'चीनी' }).where(eq(products.id, p))
    const over = await call(t, 'PUT', `/cart/items/${p}`, asha, { quantity: 4 }, hindi)
    expect(over.json().error.message).toBe('चीनी के सिर्फ़ 3 ही बचे हैं')
    const english = await call(
      t,
      'PUT',
      `/cart/items/${p}`,
      asha,
      { quantity: 4 },
      { 'accept-language': 'en' },
    )
    expect(english.json().error.message).toBe('Only 3 left of Sugar')

    const where = await checkoutSetup(t.db)
    const refused = await placeTestOrder(t.db, where, await createUser(t.db), [[p, 5]]).catch((e) => e)
    expect(refused).toBeInstanceOf(AppError)
    expect(errorInLocale('hi', refused).message).toBe('चीनी के सिर्फ़ 3 ही बचे हैं')
    expect(errorInLocale('en', refused).message).toBe('Only 3 left of Sugar')
    await t.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, p))
    const gone = await placeTestOrder(t.db, where, await createUser(t.db), [[p, 1]]).catch((e) => e)
    expect(errorInLocale('hi', gone).message).toContain('चीनी')
    expect(errorInLocale('en', gone).message).toBe('Sugar is Out of Stock')
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
  it('says not-found answers, query-parameter problems and the router’s refusals in Hindi', async () => {
    const order = await call(t, 'GET', `/orders/${crypto.randomUUID()}`, asha, undefined, hindi)
    expect(order.json().error).toEqual({ code: 'NOT_FOUND', message: 'ऑर्डर नहीं मिला' })
    const category = await call(
      t,
      'GET',
      `/categories/${crypto.randomUUID()}/products`,
      undefined,
      undefined,
      hindi,
    )
    expect(category.json().error.message).toBe('कैटेगरी नहीं मिली')
    const route = await call(t, 'GET', '/no-such-thing', undefined, undefined, hindi)
    expect(route.statusCode).toBe(404)
    expect(route.json().error.message).toBe('GET /api/no-such-thing यहाँ नहीं मिला')
    // zod's own words for a query parameter have no catalogue entry: the field is 'invalid'.
    const query = await call(t, 'GET', '/products?maxPrice=abc&colour=red', undefined, undefined, hindi)
    expect(query.statusCode).toBe(400)
    expect(query.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'ग़लत जानकारी: query.maxPrice, query.colour',
      fields: { 'query.maxPrice': 'सही नहीं है', 'query.colour': 'यह फ़ील्ड स्वीकार नहीं की जाती' },
    })
    const english = await call(t, 'GET', '/products?colour=red')
    expect(english.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Invalid input: query.colour',
      fields: { 'query.colour': 'is not an accepted field' },
    })
    // A signed-in shopper at an admin route.
    const admin = await call(t, 'GET', '/admin/orders', asha, undefined, hindi)
    expect(admin.json().error.message).toBe('यह सिर्फ़ स्टोर के एडमिन कर सकते हैं')
  })

  it('says a sign-up field rule in Hindi too (the auth bridge)', async () => {
    const weak = { email: `weak-${Date.now()}@example.com`, password: 'short' }
    const res = await authPost(t, '/sign-up/email', weak, { language: 'hi-IN', ip: '10.91.0.1' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual({
      code: 'WEAK_PASSWORD',
      message: translate('hi', 'validation.passwordTooShort'),
    })
    const english = await authPost(t, '/sign-up/email', weak, { ip: '10.91.0.2' })
    expect(english.json().error.message).toBe('Password must be at least 8 characters')
  })

  it('has a Hindi text for every refusal id', () => {
    for (const id of new Set(Object.values(REFUSAL_IDS)))
      expect(translate('hi', id), id).not.toBe(translate('en', id))
  })
})
