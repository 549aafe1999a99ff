import { z } from 'zod'
import { IdSchema, PaiseSchema } from './common.ts'

/** The most of one product a cart line may hold; stock is the real limit, this only bounds input. */
export const CART_QUANTITY_MAX = 1000

export const CartProductParamsSchema = z.object({ productId: IdSchema })

/**
 * Body of PUT /api/cart/items/:productId. Strict: a client sends a quantity only, never a price
 * (ARCHITECTURE.md, Correctness rules), so any other field is refused rather than silently dropped.
 * 0 removes the line (decisions.md 8).
 */
export const SetCartQuantityBodySchema = z
  .object({
    quantity: z
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(CART_QUANTITY_MAX, `must be at most ${CART_QUANTITY_MAX}`),
  })
  .strict()
export type SetCartQuantityBody = z.infer<typeof SetCartQuantityBodySchema>

export const CartProductSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** Shown in the Hindi interface, the English name beneath (issue 15). */
  hindiName: z.string().nullable().optional(),
  price: PaiseSchema,
  originalPrice: PaiseSchema.nullable(),
  unit: z.string(),
  imageUrl: z.string().nullable(),
  stockQuantity: z.number().int(),
  isAvailable: z.boolean(),
})
export type CartProduct = z.infer<typeof CartProductSchema>

export const CartItemSchema = z.object({
  productId: IdSchema,
  quantity: z.number().int().positive(),
  /** price × quantity at today's price, in paise. */
  lineTotal: PaiseSchema,
  product: CartProductSchema,
  /** The product has no stock left. */
  outOfStock: z.boolean(),
  /** The store took the product off sale. */
  unavailable: z.boolean(),
  /** The line asks for more than is left; product.stockQuantity says how many are. */
  overStock: z.boolean(),
})
export type CartItem = z.infer<typeof CartItemSchema>

/** The cart with its figures from the one pricing rule (decisions.md 1). */
export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  subtotal: PaiseSchema,
  deliveryFee: PaiseSchema,
  total: PaiseSchema,
  /** What the badges show (decisions.md 8). */
  totalQuantity: z.number().int().nonnegative(),
  /** Some line is out of stock, unavailable or over stock: checkout would refuse it. */
  hasIssues: z.boolean(),
  freeDeliveryThreshold: PaiseSchema,
})
export type Cart = z.infer<typeof CartSchema>

export const CartCountSchema = z.object({ totalQuantity: z.number().int().nonnegative() })
export type CartCount = z.infer<typeof CartCountSchema>
