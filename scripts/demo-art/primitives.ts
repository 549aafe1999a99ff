// Shapes shared by the produce drawings: lit spheres, leaves, stems, speckles and cut faces.
import { createRandom } from '#server/db/seed/prng.ts'
import { f, type Scene, shade } from './svg-kit.ts'

/** A sphere-like fill lit from the upper left. */
export function litFill(s: Scene, base: string, light = 0.45, dark = -0.38): string {
  return s.radial(
    [
      [0, shade(base, light)],
      [0.3, shade(base, light * 0.3)],
      [0.72, base],
      [1, shade(base, dark)],
    ],
    0.36,
    0.3,
    0.78,
  )
}

/** A soft specular highlight near the top left of a round thing. */
export function highlight(s: Scene, cx: number, cy: number, r: number, opacity = 0.55): string {
  return `<ellipse cx="${f(cx - r * 0.38)}" cy="${f(cy - r * 0.42)}" rx="${f(r * 0.26)}" ry="${f(r * 0.14)}" fill="#fff" opacity="${opacity}" transform="rotate(-35 ${f(cx - r * 0.38)} ${f(cy - r * 0.42)})" filter="${s.blur(r * 0.05 + 1)}"/>`
}

/** A round fruit: a slightly squashed sphere with a highlight. */
export function orb(s: Scene, cx: number, cy: number, r: number, base: string, squash = 0.92): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * squash)}" fill="${litFill(s, base)}"/>${highlight(s, cx, cy, r)}`
}

/** A leaf from (x, y) pointing at `angle` degrees, with its midrib. */
export function leaf(
  s: Scene,
  x: number,
  y: number,
  length: number,
  angle: number,
  color = '#4caf50',
  width = 0.38,
): string {
  const w = length * width
  const fill = s.linear(
    [
      [0, shade(color, 0.25)],
      [0.5, color],
      [1, shade(color, -0.3)],
    ],
    0,
    0,
    0,
    1,
  )
  const body = `M0 0 C${f(length * 0.25)} ${f(-w)} ${f(length * 0.75)} ${f(-w * 0.9)} ${f(length)} 0 C${f(length * 0.7)} ${f(w * 0.8)} ${f(length * 0.25)} ${f(w * 0.9)} 0 0Z`
  const rib = `M${f(length * 0.04)} 0 Q${f(length * 0.5)} ${f(-w * 0.12)} ${f(length * 0.94)} 0`
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${angle})"><path d="${body}" fill="${fill}"/><path d="${rib}" stroke="${shade(color, -0.35)}" stroke-width="${f(Math.max(1.2, length * 0.025))}" fill="none" opacity="0.7"/></g>`
}

/** A short curved woody stem. */
export function stem(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  width: number,
  color = '#6d4c2f',
): string {
  const mx = (x1 + x2) / 2 + (y2 - y1) * 0.25
  const my = (y1 + y2) / 2
  return `<path d="M${f(x1)} ${f(y1)} Q${f(mx)} ${f(my)} ${f(x2)} ${f(y2)}" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" fill="none"/>`
}

/** Tiny dots scattered inside a circle (pores on citrus, freckles on guava, seeds on a cut face). */
export function speckles(
  cx: number,
  cy: number,
  r: number,
  count: number,
  color: string,
  dot: number,
  seed: number,
  opacity = 0.35,
): string {
  const random = createRandom(seed)
  let out = ''
  for (let i = 0; i < count; i++) {
    const a = random() * Math.PI * 2
    const d = Math.sqrt(random()) * r
    out += `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(dot * (0.6 + random() * 0.8))}"/>`
  }
  return `<g fill="${color}" opacity="${opacity}">${out}</g>`
}

/** A five-pointed green calyx, as on top of a tomato or a brinjal. */
export function calyx(cx: number, cy: number, r: number, color = '#3f8f2f', points = 5): string {
  let d = ''
  for (let i = 0; i < points * 2; i++) {
    const a = (i / (points * 2)) * Math.PI * 2 - Math.PI / 2
    const rr = i % 2 === 0 ? r : r * 0.32
    d += `${i === 0 ? 'M' : 'L'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr * 0.55)}`
  }
  return `<path d="${d}Z" fill="${color}" stroke="${shade(color, -0.3)}" stroke-width="1.5" stroke-linejoin="round"/>`
}

/** Wedge segments of a halved citrus seen face-on. */
export function citrusFace(s: Scene, cx: number, cy: number, r: number, rind: string, flesh: string): string {
  const segments = 10
  let wedges = ''
  for (let i = 0; i < segments; i++) {
    const a1 = (i / segments) * Math.PI * 2 + 0.05
    const a2 = ((i + 1) / segments) * Math.PI * 2 - 0.05
    const ri = r * 0.8
    wedges += `<path d="M${f(cx + Math.cos((a1 + a2) / 2) * r * 0.1)} ${f(cy + Math.sin((a1 + a2) / 2) * r * 0.1)} L${f(cx + Math.cos(a1) * ri)} ${f(cy + Math.sin(a1) * ri)} A${f(ri)} ${f(ri)} 0 0 1 ${f(cx + Math.cos(a2) * ri)} ${f(cy + Math.sin(a2) * ri)}Z"/>`
  }
  const fleshFill = s.radial(
    [
      [0, shade(flesh, 0.35)],
      [1, flesh],
    ],
    0.5,
    0.5,
    0.6,
  )
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${shade(rind, -0.05)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.9)}" fill="#fff6e0"/><g fill="${fleshFill}">${wedges}</g>${highlight(s, cx, cy, r, 0.3)}`
}
