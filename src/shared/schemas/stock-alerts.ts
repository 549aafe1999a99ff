import { z } from 'zod'
import { IdSchema } from './common.ts'

// "Notify me" on out-of-stock products (issue 12 item 9): a signed-in shopper asks once and gets a
// notification when the product is back in stock.

export const StockAlertParamsSchema = z.object({ productId: IdSchema })

export const StockAlertStateSchema = z.object({ productId: IdSchema, subscribed: z.boolean() })
export type StockAlertState = z.infer<typeof StockAlertStateSchema>

/** The products the shopper is waiting for, so their cards say so. */
export const StockAlertIdsSchema = z.object({ productIds: z.array(IdSchema) })
export type StockAlertIds = z.infer<typeof StockAlertIdsSchema>
