// Shapes of the hand-written demo catalogue. Each product also says how its picture is drawn
// (scripts/generate-demo-images.ts), so a product and its picture can never drift apart.
import { slugify } from './prng.ts'

export type ProduceShape =
  | 'apple'
  | 'banana'
  | 'beetroot'
  | 'brinjal'
  | 'cabbage'
  | 'capsicum'
  | 'carrot'
  | 'cauliflower'
  | 'chilli'
  | 'coconut'
  | 'coriander'
  | 'corn'
  | 'cucumber'
  | 'garlic'
  | 'ginger'
  | 'grapes'
  | 'guava'
  | 'kiwi'
  | 'lemon'
  | 'mango'
  | 'marigold'
  | 'okra'
  | 'onion'
  | 'orange'
  | 'papaya'
  | 'peas'
  | 'pineapple'
  | 'pomegranate'
  | 'potato'
  | 'rose'
  | 'spinach'
  | 'tomato'
  | 'watermelon'

export type PackKind =
  | 'bar'
  | 'block'
  | 'bottle'
  | 'box'
  | 'can'
  | 'carton'
  | 'chips'
  | 'chocolate'
  | 'cup'
  | 'diya'
  | 'eggs'
  | 'incense'
  | 'jar'
  | 'loaf'
  | 'pouch'
  | 'pump'
  | 'roll'
  | 'sack'
  | 'soda'
  | 'spray'
  | 'thali'
  | 'tub'
  | 'tube'

export type ProduceArt = { kind: 'produce'; shape: ProduceShape }
/** A packaged good: main colour, accent colour, the brand band's text and the product label. */
export type PackArt = { kind: PackKind; color: string; accent: string; brand: string; label: string }
export type Art = ProduceArt | PackArt

export type ProductExtras = {
  featured?: boolean
  /** Fixed stock, for the demo's out-of-stock and low-stock products. */
  stock?: number
  /** Listed before the home strips' cutoff date (spec section 7), so the strips skip it. */
  old?: boolean
}

export type DemoProduct = {
  slug: string
  name: string
  unit: string
  /** Rupees in the data files (easier to check against a shelf); paise in the database. */
  price: number
  mrp: number | null
  art: Art
  description: string
} & ProductExtras

export function product(
  name: string,
  unit: string,
  price: number,
  mrp: number | null,
  art: Art,
  description: string,
  extras: ProductExtras = {},
): DemoProduct {
  return { slug: slugify(`${name} ${unit}`), name, unit, price, mrp, art, description, ...extras }
}

export const produce = (shape: ProduceShape): ProduceArt => ({ kind: 'produce', shape })

export const pack = (
  kind: PackKind,
  color: string,
  accent: string,
  brand: string,
  label: string,
): PackArt => ({
  kind,
  color,
  accent,
  brand,
  label,
})
