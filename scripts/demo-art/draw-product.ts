import type { DemoProduct, PackKind } from '#server/db/seed/demo-types.ts'
import type { PackDrawer } from './pack-kit.ts'
import { drawBottle, drawCan, drawPump, drawSoda, drawSpray, drawTube } from './packs-liquid.ts'
import {
  drawBar,
  drawChocolate,
  drawDiya,
  drawEggs,
  drawIncense,
  drawLoaf,
  drawRoll,
  drawThali,
} from './packs-other.ts'
import { drawBlock, drawBox, drawCarton, drawCup, drawJar, drawTub } from './packs-rigid.ts'
import { drawChips, drawPouch, drawSack } from './packs-soft.ts'
import { PRODUCE } from './produce.ts'
import { backdrop, luminance, Scene } from './svg-kit.ts'

const PACKS: Record<PackKind, PackDrawer> = {
  bar: drawBar,
  block: drawBlock,
  bottle: drawBottle,
  box: drawBox,
  can: drawCan,
  carton: drawCarton,
  chips: drawChips,
  chocolate: drawChocolate,
  cup: drawCup,
  diya: drawDiya,
  eggs: drawEggs,
  incense: drawIncense,
  jar: drawJar,
  loaf: drawLoaf,
  pouch: drawPouch,
  pump: drawPump,
  roll: drawRoll,
  sack: drawSack,
  soda: drawSoda,
  spray: drawSpray,
  thali: drawThali,
  tub: drawTub,
  tube: drawTube,
}

/** The product itself, without a backdrop, on the 480 × 480 canvas. */
export function drawProductBody(s: Scene, product: DemoProduct): string {
  const art = product.art
  return art.kind === 'produce' ? PRODUCE[art.shape].draw(s) : PACKS[art.kind](s, art, product)
}

/** The colour a product's backdrop is washed with. */
export function tintFor(product: DemoProduct): string {
  const art = product.art
  if (art.kind === 'produce') return PRODUCE[art.shape].tint
  // A pale pack on a pale backdrop disappears; those take their accent colour as the tint.
  return luminance(art.color) > 0.7 ? art.accent : art.color
}

/** The product's picture as a 480 × 480 SVG document. */
export function drawProduct(product: DemoProduct): string {
  const s = new Scene()
  return s.render(backdrop(s, tintFor(product)) + drawProductBody(s, product))
}
