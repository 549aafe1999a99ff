// Leafy greens, brassicas and flowers: drawn from many small leaves and petals.
import { createRandom } from '#server/db/seed/prng.ts'
import { highlight, leaf, litFill } from './primitives.ts'
import { f, groundShadow, polar, type Scene, shade } from './svg-kit.ts'

export function drawCoriander(s: Scene): string {
  const random = createRandom(21)
  let stems = ''
  let leaves = ''
  for (let i = 0; i < 14; i++) {
    const tx = 120 + i * 18 + random() * 10
    const ty = 120 + random() * 80
    stems += `<path d="M240 390 Q${f((240 + tx) / 2)} 300 ${f(tx)} ${f(ty + 20)}" stroke="#7cb342" stroke-width="4" fill="none"/>`
    for (let k = 0; k < 3; k++) {
      const [lx, ly] = polar(tx, ty + 10, 18, -160 + k * 70 + random() * 20)
      leaves += `<g transform="translate(${f(lx)} ${f(ly)})">${[0, 72, 144, 216, 288].map((a) => `<circle cx="${f(Math.cos((a * Math.PI) / 180) * 9)}" cy="${f(Math.sin((a * Math.PI) / 180) * 9)}" r="10" fill="${k % 2 ? '#4caf50' : '#43a047'}"/>`).join('')}<circle r="7" fill="#66bb6a"/></g>`
    }
  }
  const band = '<rect x="222" y="330" width="36" height="18" rx="4" fill="#c62828"/>'
  return `${groundShadow(s, 240, 402, 120)}${stems}${leaves}${band}`
}

export function drawSpinach(s: Scene): string {
  const random = createRandom(5)
  let out = ''
  for (let i = 0; i < 11; i++) {
    const angle = -150 + i * 12 + random() * 6
    const length = 170 + random() * 60
    out += `<path d="M240 400 L${f(240 + Math.cos((angle * Math.PI) / 180) * 60)} ${f(400 + Math.sin((angle * Math.PI) / 180) * 60)}" stroke="#8bc34a" stroke-width="6"/>`
    const [x, y] = polar(240, 400, 55, angle)
    out += leaf(s, x, y, length, angle, i % 2 ? '#2e7d32' : '#388e3c', 0.45)
  }
  return `${groundShadow(s, 240, 405, 150)}${out}`
}

export function drawCauliflower(s: Scene): string {
  const random = createRandom(9)
  let florets = ''
  for (let i = 0; i < 60; i++) {
    const a = i * 2.39996
    const d = Math.sqrt(i / 60) * 105
    const x = 240 + Math.cos(a) * d
    const y = 245 + Math.sin(a) * d * 0.72
    const r = 26 - d * 0.08 + random() * 4
    florets += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${litFill(s, '#f7f1dc', 0.5, -0.18)}"/>`
  }
  const leaves = [200, 230, 260, 290, 310, 330, 160, 130]
    .map((a, i) => {
      const [x, y] = polar(240, 300, 40, a)
      return leaf(s, x, y, 150, a, i % 2 ? '#5b9e4d' : '#4a8c3f', 0.5)
    })
    .join('')
  return `${groundShadow(s, 240, 400, 175)}${leaves}${florets}`
}

export function drawCabbage(s: Scene): string {
  const outer = [150, 175, 205, 335, 5, 30]
    .map((a, i) => {
      const [x, y] = polar(240, 280, 60, a)
      return leaf(s, x, y, 140, a, i % 2 ? '#7cb342' : '#689f38', 0.55)
    })
    .join('')
  const veins = [-60, -30, 0, 30, 60]
    .map(
      (k) =>
        `<path d="M240 370 Q${240 + k * 1.6} 290 ${240 + k * 2.2} 180" stroke="#dcedc8" stroke-width="4" fill="none" opacity="0.6"/>`,
    )
    .join('')
  return `${groundShadow(s, 240, 400, 170)}${outer}<circle cx="240" cy="275" r="115" fill="${litFill(s, '#9ccc65', 0.45, -0.35)}"/>${veins}<path d="M125 290 C140 200 200 165 250 162 C200 200 180 260 190 380 C150 360 125 330 125 290Z" fill="#8bc34a" opacity="0.85"/>${highlight(s, 240, 275, 115, 0.4)}`
}

export function drawMarigold(s: Scene): string {
  const flower = (cx: number, cy: number, r: number) => {
    let rings = ''
    for (let ring = 0; ring < 3; ring++) {
      const rr = r * (1 - ring * 0.28)
      const color = ['#f57c00', '#ff9800', '#ffb300'][ring]!
      let d = ''
      const n = 14 - ring * 3
      for (let i = 0; i <= n * 2; i++) {
        const [x, y] = polar(cx, cy, i % 2 ? rr * 0.82 : rr, (i / (n * 2)) * 360 + ring * 9)
        d += `${i === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`
      }
      rings += `<path d="${d}Z" fill="${color}" stroke="${shade(color, -0.2)}" stroke-width="1.5" stroke-linejoin="round"/>`
    }
    return rings
  }
  let flowers = ''
  for (let i = 0; i < 9; i++) {
    const t = i / 8
    const x = 95 + t * 290
    const y = 120 + Math.sin(t * Math.PI) * 230
    flowers += flower(x, y, 34)
    if (i % 3 === 1) flowers += leaf(s, x + 20, y + 10, 44, 40, '#388e3c')
  }
  return `${groundShadow(s, 240, 398, 110)}<path d="M95 120 Q240 470 385 120" stroke="#c8b27a" stroke-width="4" fill="none"/>${flowers}`
}

export function drawRose(s: Scene): string {
  const random = createRandom(31)
  const petal = (x: number, y: number, a: number, size: number) =>
    `<path d="M0 0 C${f(-size)} ${f(-size * 0.6)} ${f(-size * 0.7)} ${f(-size * 1.5)} 0 ${f(-size * 1.1)} C${f(size * 0.7)} ${f(-size * 1.5)} ${f(size)} ${f(-size * 0.6)} 0 0Z" fill="${litFill(s, '#c2185b', 0.35, -0.4)}" transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})"/>`
  let petals = ''
  for (let i = 0; i < 16; i++) {
    petals += petal(90 + random() * 300, 230 + random() * 150, random() * 360, 26 + random() * 10)
  }
  let bloom = ''
  const rings = [
    [62, 8, '#c2185b'],
    [46, 7, '#ad1457'],
    [30, 6, '#9c1150'],
    [16, 5, '#880e4f'],
  ] as const
  for (const [r, n, color] of rings) {
    for (let k = 0; k < n; k++) {
      const a = (k / n) * 360 + r
      const [x, y] = polar(240, 240, r * 0.62, a)
      bloom += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.55)}" ry="${f(r * 0.42)}" transform="rotate(${f(a + 90)} ${f(x)} ${f(y)})" fill="${litFill(s, color, 0.35, -0.35)}" stroke="${shade(color, -0.35)}" stroke-width="1.5"/>`
    }
  }
  return `${groundShadow(s, 240, 398, 185)}${petals}${leaf(s, 215, 255, 120, 160, '#2e7d32')}${leaf(s, 265, 255, 115, 20, '#388e3c')}${bloom}<path d="M240 240 m-6 0 a6 6 0 1 1 12 0 a9 9 0 1 1 -18 0" fill="none" stroke="#5c0a30" stroke-width="2.5"/>`
}
