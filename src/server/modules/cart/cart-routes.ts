import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { asSignedInUser, requireUser } from '#server/plugins/auth.ts'
import { ApiErrorSchema } from '#shared/errors.ts'
import {
  CartCountSchema,
  CartProductParamsSchema,
  CartSchema,
  SetCartQuantityBodySchema,
} from '#shared/schemas/cart.ts'
import { clearCart, getCart, getCartCount, removeCartItem, setCartQuantity } from './cart-service.ts'

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema }

/** The signed-in user's cart (spec section 2, Cart; decisions.md 8). Every answer is the whole cart. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get('/cart', { schema: { response: { 200: CartSchema, ...errors } } }, async (request) => {
    const user = await requireUser(request)
    return getCart(db, user.id)
  })

  app.get('/cart/count', { schema: { response: { 200: CartCountSchema, ...errors } } }, async (request) => {
    const user = await requireUser(request)
    return { totalQuantity: await getCartCount(db, user.id) }
  })

  app.put(
    '/cart/items/:productId',
    {
      schema: {
        params: CartProductParamsSchema,
        body: SetCartQuantityBodySchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    // The write looks the session up itself (ADR 053): one statement per change.
    async (request) =>
      asSignedInUser(request, (who) =>
        setCartQuantity(db, who, request.params.productId, request.body.quantity),
      ),
  )

  app.delete(
    '/cart/items/:productId',
    { schema: { params: CartProductParamsSchema, response: { 200: CartSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request)
      return removeCartItem(db, user.id, request.params.productId)
    },
  )

  app.delete('/cart', { schema: { response: { 200: CartSchema, ...errors } } }, async (request) => {
    const user = await requireUser(request)
    return clearCart(db, user.id)
  })
}
