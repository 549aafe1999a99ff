import { z } from 'zod'
import { ProductSummarySchema } from './catalog.ts'
import { DateTimeSchema, IdSchema } from './common.ts'

// Favourites (spec sections 2 Favorites, 4 "Favourite: toggles on or off", 5 Voting and favourites).

export const FavoriteSchema = z.object({
  productId: IdSchema,
  createdAt: DateTimeSchema,
  /** Image, name, price, original price, unit, rating and stock for the list and its Add to Cart. */
  product: ProductSummarySchema,
})
export type Favorite = z.infer<typeof FavoriteSchema>

/** Newest favourite first. */
export const FavoriteListSchema = z.object({ items: z.array(FavoriteSchema) })
export type FavoriteList = z.infer<typeof FavoriteListSchema>

/** The hearts on product cards: every product id the user has favourited. */
export const FavoriteIdsSchema = z.object({ productIds: z.array(IdSchema) })
export type FavoriteIds = z.infer<typeof FavoriteIdsSchema>

export const AddFavoriteSchema = z.object({ productId: IdSchema }).strict()
export type AddFavoriteInput = z.infer<typeof AddFavoriteSchema>

export const FavoriteParamsSchema = z.object({ productId: IdSchema })

export const FavoriteStateSchema = z.object({ productId: IdSchema, isFavorite: z.boolean() })
export type FavoriteState = z.infer<typeof FavoriteStateSchema>
