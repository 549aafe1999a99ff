// Shared pieces of packaged-goods pictures: the brand/label lettering and small motifs.
import type { DemoProduct, PackArt } from '#server/db/seed/demo-types.ts'
import { hashString } from '#server/db/seed/prng.ts'
import { contrastPick, type Font, f, fitText, inkOn, luminance, mix, type Scene, shade } from './svg-kit.ts'

export type PackDrawer = (s: Scene, art: PackArt, product: DemoProduct) => string

/** A brand keeps one lettering style on every pack, like a logotype would. */
export function brandFont(brand: string): { font: Font; italic: boolean } {
  const styles: { font: Font; italic: boolean }[] = [
    { font: 'sans', italic: false },
    { font: 'serif', italic: true },
    { font: 'sans', italic: true },
    { font: 'narrow', italic: false },
  ]
  return styles[hashString(brand) % styles.length]!
}

export type Lettering = {
  cx: number
  /** Vertical centre of the brand line. */
  y: number
  width: number
  /** Colour behind the text, to choose readable ink. */
  on: string
  brandSize?: number
  labelSize?: number
  /** Brand ink; defaults to the art's accent or dark/light, whichever reads better. */
  brandInk?: string
  gap?: number
}

/** Brand on top, product label under it (wrapping onto two lines when long). */
export function lettering(art: PackArt, o: Lettering): string {
  const brandSize = o.brandSize ?? 34
  const labelSize = o.labelSize ?? 24
  const style = brandFont(art.brand)
  const brandInk = o.brandInk ?? contrastPick(o.on, art.accent, inkOn(o.on))
  const labelInk = inkOn(o.on, shade(art.color, -0.75), '#ffffff')
  const gap = o.gap ?? brandSize * 0.55 + labelSize * 0.9
  return (
    fitText(art.brand, o.cx, o.y, o.width, {
      color: brandInk,
      maxSize: brandSize,
      font: style.font,
      italic: style.italic,
      weight: 800,
    }) +
    fitText(art.label, o.cx, o.y + gap, o.width, {
      color: labelInk,
      maxSize: labelSize,
      font: 'narrow',
      wrap: true,
      minSize: labelSize * 0.7,
    })
  )
}

/** The net quantity printed small near the bottom of a pack. */
export function netQuantity(product: DemoProduct, cx: number, y: number, on: string, size = 16): string {
  return fitText(product.unit.toUpperCase(), cx, y, 120, {
    color: inkOn(on, '#3b3b3b', '#ffffff'),
    maxSize: size,
    font: 'sans',
    weight: 700,
    letterSpacing: 1,
  })
}

/** A rounded badge (e.g. 'NEW', '100% PURE') that makes a front look printed. */
export function badge(cx: number, cy: number, r: number, fill: string, text: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#ffffff" stroke-width="3"/>${fitText(
    text,
    cx,
    cy,
    r * 1.5,
    { color: inkOn(fill), maxSize: r * 0.55, font: 'narrow' },
  )}`
}

/** Wheat ears, the motif of flour and grain packs. */
export function wheat(cx: number, cy: number, scale: number, color = '#e0a030'): string {
  let grains = ''
  for (let i = 0; i < 6; i++) {
    const y = -i * 14
    grains += `<ellipse cx="-7" cy="${y}" rx="6" ry="11" transform="rotate(-25 -7 ${y})"/><ellipse cx="7" cy="${y}" rx="6" ry="11" transform="rotate(25 7 ${y})"/>`
  }
  const ear = (a: number) =>
    `<g transform="rotate(${a})"><path d="M0 60 L0 -80" stroke="${shade(color, -0.3)}" stroke-width="3"/><g fill="${color}" stroke="${shade(color, -0.3)}" stroke-width="1">${grains}</g></g>`
  return `<g transform="translate(${cx} ${cy}) scale(${scale})">${ear(-18)}${ear(0)}${ear(18)}</g>`
}

/** Soap bubbles, the motif of detergents and cleaners. */
export function bubbles(cx: number, cy: number, scale: number): string {
  const spots = [
    [0, 0, 22],
    [30, -18, 14],
    [-28, -22, 12],
    [18, 24, 10],
    [-22, 20, 8],
  ]
  return `<g transform="translate(${cx} ${cy}) scale(${scale})">${spots
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="0.35" stroke="#ffffff" stroke-width="2.5"/><circle cx="${x! - r! * 0.35}" cy="${y! - r! * 0.35}" r="${r! * 0.22}" fill="#ffffff"/>`,
    )
    .join('')}</g>`
}

/** A few round shapes standing for what is inside (fruit on a juice, biscuits on a pack). */
export function roundels(cx: number, cy: number, r: number, fill: string, count = 3): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = cx + (i - (count - 1) / 2) * r * 1.3
    const y = cy + (i % 2) * r * 0.25
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="${fill}" stroke="${shade(fill, -0.25)}" stroke-width="2"/><circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.3)}" r="${f(r * 0.25)}" fill="#ffffff" opacity="0.35"/>`
  }
  return out
}

/** A wavy horizontal band between y1 and y2, spanning x1…x2. */
export function waveBand(
  x1: number,
  x2: number,
  y1: number,
  y2: number,
  amplitude: number,
  fill: string,
): string {
  const w = x2 - x1
  const top = `M${x1} ${y1} C${f(x1 + w * 0.3)} ${y1 - amplitude} ${f(x1 + w * 0.6)} ${y1 + amplitude} ${x2} ${y1}`
  const bottom = `L${x2} ${y2} C${f(x1 + w * 0.6)} ${y2 + amplitude} ${f(x1 + w * 0.3)} ${y2 - amplitude} ${x1} ${y2}Z`
  return `<path d="${top} ${bottom}" fill="${fill}"/>`
}

type Motif = 'wheat' | 'grains' | 'powder' | 'noodles' | 'bubbles' | 'fruit' | 'milk' | 'none'

/** What a pack front shows under the brand: decided by the product, not by the pack shape. */
export function motifFor(product: DemoProduct): Motif {
  const name = product.name.toLowerCase()
  if (/noodle/.test(name)) return 'noodles'
  if (/atta|maida|rice|basmati|masoori|flakes/.test(name)) return 'wheat'
  if (/dal|chana|rajma|besan|rava|poha|oats|supari/.test(name)) return 'grains'
  if (/masala|powder|chilli|kumkum|chandan|turmeric|jeera|havan|lal/.test(name)) return 'powder'
  if (/detergent|wash|cleaner|dishwash|shampoo|conditioner/.test(name)) return 'bubbles'
  if (/juice|mango|fruit|orange|aam|jam/.test(name)) return 'fruit'
  if (/milk|cream|dahi|lassi|buttermilk|yogurt|doi/.test(name)) return 'milk'
  return 'none'
}

/** A small heap of what is inside, on a plate: spices, powders. */
function heap(cx: number, cy: number, scale: number, color: string): string {
  return `<g transform="translate(${cx} ${cy}) scale(${scale})"><ellipse cx="0" cy="18" rx="62" ry="14" fill="#ffffff" stroke="${shade(color, -0.2)}" stroke-width="2"/><path d="M-48 16 Q-30 -34 0 -38 Q30 -34 48 16Z" fill="${color}"/><path d="M-30 -6 Q-12 -30 4 -30" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.35" stroke-linecap="round"/></g>`
}

/** A window in the pack showing the grains inside. */
function grainWindow(cx: number, cy: number, scale: number, color: string, seed: number): string {
  let grains = ''
  for (let i = 0; i < 34; i++) {
    const a = i * 2.39996 + seed
    const d = Math.sqrt(i / 34) * 44
    grains += `<ellipse cx="${f(Math.cos(a) * d * 1.45)}" cy="${f(Math.sin(a) * d * 0.62)}" rx="9" ry="7" transform="rotate(${(i * 47) % 180} ${f(Math.cos(a) * d * 1.45)} ${f(Math.sin(a) * d * 0.62)})"/>`
  }
  return `<g transform="translate(${cx} ${cy}) scale(${scale})"><ellipse rx="74" ry="36" fill="${shade(color, 0.35)}" stroke="#ffffff" stroke-width="5"/><g fill="${color}" stroke="${shade(color, -0.3)}" stroke-width="1.2">${grains}</g><ellipse cx="-30" cy="-16" rx="26" ry="6" fill="#ffffff" opacity="0.45"/></g>`
}

function noodles(cx: number, cy: number, scale: number): string {
  const strands = [-20, -10, 0, 10]
    .map(
      (y) =>
        `<path d="M-50 ${y} q 12 -14 25 0 t 25 0 t 25 0 t 25 0" stroke="#e0a21b" stroke-width="6" fill="none"/>`,
    )
    .join('')
  return `<g transform="translate(${cx} ${cy}) scale(${scale})">${strands}<path d="M-62 2 L62 2 Q58 46 0 48 Q-58 46 -62 2Z" fill="#ffffff" stroke="#d84315" stroke-width="3"/><circle cx="-20" cy="-22" r="6" fill="#43a047"/><circle cx="18" cy="-26" r="6" fill="#e53935"/></g>`
}

function milkGlass(cx: number, cy: number, scale: number): string {
  return `<g transform="translate(${cx} ${cy}) scale(${scale})"><path d="M-26 -40 L26 -40 L21 34 Q0 40 -21 34Z" fill="#ffffff" stroke="#b0bec5" stroke-width="3"/><path d="M-24 -22 L24 -22" stroke="#cfd8dc" stroke-width="2"/><path d="M44 -30 C56 -12 60 0 50 8 C40 14 32 4 36 -8 C38 -16 42 -22 44 -30Z" fill="#ffffff" stroke="#b0bec5" stroke-width="2.5"/></g>`
}

/** Draws the motif chosen by motifFor at (cx, cy). */
export function motif(product: DemoProduct, art: PackArt, cx: number, cy: number, scale: number): string {
  const inside = luminance(art.color) > 0.75 ? '#e9d8a6' : mix(art.color, '#ffffff', 0.12)
  switch (motifFor(product)) {
    case 'wheat':
      return wheat(cx, cy, scale * 0.55)
    case 'grains':
      return grainWindow(cx, cy, scale * 0.85, inside, hashString(product.slug) % 7)
    case 'powder':
      return heap(cx, cy, scale * 0.8, inside)
    case 'noodles':
      return noodles(cx, cy, scale * 0.85)
    case 'bubbles':
      return bubbles(cx, cy, scale)
    case 'fruit':
      return roundels(cx, cy, 20 * scale, /orange/i.test(product.name) ? '#ff9800' : '#ffb300')
    case 'milk':
      return milkGlass(cx, cy, scale * 0.8)
    default:
      return ''
  }
}
