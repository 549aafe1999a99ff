// A small SVG toolkit for the demo pictures: colour arithmetic, gradients with unique ids,
// soft shadows and text sized to fit. Everything is a string; sharp rasterises the result.

export const SIZE = 480

type Stop = readonly [offset: number, color: string, opacity?: number]

/** Collects <defs> while a picture is drawn, so each gradient gets its own id. */
export class Scene {
  private readonly defs: string[] = []
  private next = 0

  id(prefix = 'g'): string {
    this.next += 1
    return `${prefix}${this.next}`
  }

  def(markup: string): void {
    this.defs.push(markup)
  }

  /** Radial gradient lit from (fx, fy) in box units; returns a fill value. */
  radial(stops: readonly Stop[], fx = 0.35, fy = 0.3, r = 0.75): string {
    const id = this.id('r')
    this.def(
      `<radialGradient id="${id}" cx="${fx}" cy="${fy}" fx="${fx}" fy="${fy}" r="${r}">${stopsMarkup(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  /** Linear gradient across the shape's box, from (x1, y1) to (x2, y2) in box units. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
    const id = this.id('l')
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  /** Left-to-right shading that makes a flat front look round (cans, bottles, jars). */
  cylinder(color: string, strength = 1): string {
    return this.linear([
      [0, shade(color, -0.28 * strength)],
      [0.22, shade(color, 0.1 * strength)],
      [0.38, shade(color, 0.22 * strength)],
      [0.7, color],
      [1, shade(color, -0.32 * strength)],
    ])
  }

  blur(deviation: number): string {
    const id = this.id('b')
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    )
    return `url(#${id})`
  }

  clip(shape: string): string {
    const id = this.id('c')
    this.def(`<clipPath id="${id}">${shape}</clipPath>`)
    return `url(#${id})`
  }

  render(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${this.defs.join('')}</defs>${body}</svg>`
  }
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')
}

// ─── Colour ──────────────────────────────────────────────────────────────────

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  const n = Number.parseInt(full, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function hex([r, g, b]: readonly number[]): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0')
  return `#${part(r!)}${part(g!)}${part(b!)}`
}

/** Blend a towards b by t (0…1). */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a)
  const y = rgb(b)
  return hex(x.map((v, i) => v + (y[i]! - v) * t))
}

/** Lighten (amount > 0) towards white or darken (amount < 0) towards black. */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount)
}

export function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** Dark or light text, whichever reads better on `background`. */
export function inkOn(background: string, dark = '#1f2328', light = '#ffffff'): string {
  return luminance(background) > 0.45 ? dark : light
}

/** Of two colours, the one that stands out more on `background`. */
export function contrastPick(background: string, a: string, b: string): string {
  const l = luminance(background)
  return Math.abs(luminance(a) - l) >= Math.abs(luminance(b) - l) ? a : b
}

// ─── Text ────────────────────────────────────────────────────────────────────

export type Font = 'sans' | 'narrow' | 'serif'
const FAMILY: Record<Font, string> = {
  sans: "'Liberation Sans', 'DejaVu Sans', sans-serif",
  narrow: "'Liberation Sans Narrow', 'DejaVu Sans Condensed', sans-serif",
  serif: "'DejaVu Serif', 'Liberation Serif', serif",
}
// Average advance of a bold glyph as a share of the font size, measured on these faces.
const ADVANCE: Record<Font, number> = { sans: 0.6, narrow: 0.5, serif: 0.68 }

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;')
}

export type TextOptions = {
  font?: Font
  color: string
  maxSize: number
  minSize?: number
  italic?: boolean
  weight?: number
  anchor?: 'middle' | 'start'
  /** Allows a second line when one line would be too small. */
  wrap?: boolean
  letterSpacing?: number
}

/** Text centred on (x, y) and no wider than `width`: shrinks, and may wrap onto two lines. */
export function fitText(text: string, x: number, y: number, width: number, o: TextOptions): string {
  const font = o.font ?? 'sans'
  const sizeFor = (t: string) => Math.min(o.maxSize, width / (Math.max(t.length, 1) * ADVANCE[font]))
  let lines = [text]
  let size = sizeFor(text)
  const minSize = o.minSize ?? o.maxSize * 0.55
  if (o.wrap && size < minSize * 1.2 && text.includes(' ')) {
    const split = splitInTwo(text)
    const wrapped = Math.min(...split.map(sizeFor))
    if (wrapped > size) {
      lines = split
      size = wrapped
    }
  }
  const lineHeight = size * 1.08
  const top = y - ((lines.length - 1) * lineHeight) / 2
  const attrs = [
    `font-family="${FAMILY[font]}"`,
    `font-size="${size.toFixed(1)}"`,
    `font-weight="${o.weight ?? 700}"`,
    `fill="${o.color}"`,
    `text-anchor="${o.anchor ?? 'middle'}"`,
    'dominant-baseline="central"',
    o.italic ? 'font-style="italic"' : '',
    o.letterSpacing ? `letter-spacing="${o.letterSpacing}"` : '',
  ].join(' ')
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${(top + i * lineHeight).toFixed(1)}" ${attrs}>${escapeXml(line)}</text>`,
    )
    .join('')
}

function splitInTwo(text: string): [string, string] {
  const words = text.split(' ')
  let best: [string, string] = [text, '']
  let bestWidth = Number.POSITIVE_INFINITY
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ')
    const b = words.slice(i).join(' ')
    const w = Math.max(a.length, b.length)
    if (w < bestWidth) {
      bestWidth = w
      best = [a, b]
    }
  }
  return best
}

// ─── Scenery ─────────────────────────────────────────────────────────────────

/** A soft, lightly tinted studio backdrop with a floor glow, so every picture sits alike. */
export function backdrop(scene: Scene, tint: string): string {
  const wash = mix(tint, '#ffffff', 0.86)
  const fill = scene.radial(
    [
      [0, '#ffffff'],
      [0.6, mix(wash, '#ffffff', 0.35)],
      [1, wash],
    ],
    0.5,
    0.4,
    0.8,
  )
  const floor = scene.radial(
    [
      [0, mix(tint, '#ffffff', 0.7), 0.55],
      [1, mix(tint, '#ffffff', 0.7), 0],
    ],
    0.5,
    0.5,
    0.5,
  )
  return `<rect width="${SIZE}" height="${SIZE}" fill="${fill}"/><ellipse cx="240" cy="420" rx="230" ry="60" fill="${floor}"/>`
}

/** A blurred contact shadow under an object standing at (cx, y). */
export function groundShadow(
  scene: Scene,
  cx: number,
  y: number,
  rx: number,
  ry = rx * 0.16,
  opacity = 0.28,
): string {
  return `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${ry}" fill="#2b1d0e" opacity="${opacity}" filter="${scene.blur(Math.max(4, ry * 0.6))}"/>`
}

/** A glossy streak, the cheapest way to make a surface read as shiny. */
export function gloss(
  scene: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  opacity = 0.45,
  rotate = 0,
): string {
  const fill = scene.linear(
    [
      [0, '#ffffff', 0],
      [0.5, '#ffffff', opacity],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    0,
  )
  const r = Math.min(w, h) / 2
  const transform = rotate ? ` transform="rotate(${rotate} ${x + w / 2} ${y + h / 2})"` : ''
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${transform}/>`
}

/** A point on an ellipse, handy for arranging things in a ring. */
export function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)]
}

export const f = (n: number) => Number(n.toFixed(1))
