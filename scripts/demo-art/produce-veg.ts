// Vegetable pictures (the round and long ones); leafy greens and flowers are in produce-greens.ts.
import { createRandom } from '#server/db/seed/prng.ts'
import { calyx, highlight, leaf, litFill, orb, speckles, stem } from './primitives.ts'
import { f, groundShadow, type Scene, shade } from './svg-kit.ts'

function tomato(s: Scene, cx: number, cy: number, r: number): string {
  const lobes = `<path d="M${cx - r * 0.5} ${cy - r * 0.55} Q${cx - r * 0.2} ${cy} ${cx - r * 0.35} ${cy + r * 0.6} M${cx + r * 0.45} ${cy - r * 0.55} Q${cx + r * 0.2} ${cy} ${cx + r * 0.3} ${cy + r * 0.6}" stroke="#8e0e0e" stroke-width="${f(r * 0.04)}" fill="none" opacity="0.25"/>`
  return `${orb(s, cx, cy, r, '#e0301e', 0.86)}${lobes}${calyx(cx, cy - r * 0.8, r * 0.42, '#3b8d2f')}${stem(cx, cy - r * 0.82, cx + r * 0.05, cy - r * 1.02, r * 0.09, '#2f6b22')}`
}

export function drawTomato(s: Scene): string {
  return `${groundShadow(s, 240, 400, 185)}${tomato(s, 160, 290, 92)}${tomato(s, 322, 295, 88)}${tomato(s, 242, 335, 82)}`
}

function onion(s: Scene, cx: number, cy: number, r: number): string {
  const d = `M${cx} ${cy - r * 1.15} C${cx + r * 0.15} ${cy - r * 0.8} ${cx + r * 1.05} ${cy - r * 0.6} ${cx + r} ${cy + r * 0.1} C${cx + r * 0.95} ${cy + r * 0.75} ${cx + r * 0.4} ${cy + r * 0.95} ${cx} ${cy + r * 0.95} C${cx - r * 0.4} ${cy + r * 0.95} ${cx - r * 0.95} ${cy + r * 0.75} ${cx - r} ${cy + r * 0.1} C${cx - r * 1.05} ${cy - r * 0.6} ${cx - r * 0.15} ${cy - r * 0.8} ${cx} ${cy - r * 1.15}Z`
  const lines = [-0.55, -0.2, 0.2, 0.55]
    .map(
      (k) =>
        `<path d="M${cx} ${cy - r * 1.05} Q${cx + k * r * 1.9} ${cy} ${cx + k * r * 0.3} ${cy + r * 0.92}" stroke="#6a1b4d" stroke-width="2" fill="none" opacity="0.35"/>`,
    )
    .join('')
  const roots = [-2, -1, 0, 1, 2]
    .map(
      (k) =>
        `<path d="M${cx} ${cy + r * 0.92} l${k * 6} ${10 + Math.abs(k) * -2}" stroke="#d7c3a3" stroke-width="2"/>`,
    )
    .join('')
  return `<path d="${d}" fill="${litFill(s, '#a8325e', 0.4)}"/>${lines}${highlight(s, cx, cy, r)}<path d="M${cx - 4} ${cy - r * 1.1} L${cx} ${cy - r * 1.4} L${cx + 4} ${cy - r * 1.1}Z" fill="#c9a26b"/>${roots}`
}

export function drawOnion(s: Scene): string {
  return `${groundShadow(s, 240, 402, 185)}${onion(s, 160, 285, 88)}${onion(s, 320, 290, 85)}${onion(s, 240, 330, 80)}`
}

function potato(s: Scene, cx: number, cy: number, r: number, seed: number): string {
  const random = createRandom(seed)
  let d = ''
  for (let i = 0; i <= 12; i++) {
    const a = (i / 12) * Math.PI * 2
    const rr = r * (0.9 + random() * 0.14)
    d += `${i === 0 ? 'M' : 'L'}${f(cx + Math.cos(a) * rr * 1.25)} ${f(cy + Math.sin(a) * rr * 0.82)}`
  }
  return `<path d="${d}Z" fill="${litFill(s, '#c9a063', 0.35)}" stroke="#b08850" stroke-width="2" stroke-linejoin="round"/>${speckles(cx, cy, r * 0.8, 9, '#7a5a2e', 3, seed + 1, 0.6)}${highlight(s, cx, cy, r, 0.35)}`
}

export function drawPotato(s: Scene): string {
  return `${groundShadow(s, 240, 400, 190)}${potato(s, 160, 290, 80, 3)}${potato(s, 325, 285, 76, 8)}${potato(s, 245, 340, 78, 13)}`
}

function carrot(s: Scene, angle: number, length: number): string {
  const w = length * 0.16
  const body = s.linear(
    [
      [0, '#ffa040'],
      [0.5, '#f57c00'],
      [1, '#c85a00'],
    ],
    0,
    0,
    0,
    1,
  )
  const ridges = [0.25, 0.45, 0.65]
    .map(
      (k) =>
        `<path d="M${f(length * k)} ${f(-w * (1 - k) * 0.9)} q 6 ${f(w * (1 - k) * 0.9)} 0 ${f(w * (1 - k) * 1.8)}" stroke="#b85400" stroke-width="2" fill="none" opacity="0.5"/>`,
    )
    .join('')
  const tops = [-30, -10, 10, 30]
    .map(
      (a) =>
        `<path d="M0 0 q ${f(-40 * Math.cos((a * Math.PI) / 180))} ${f(-20 + a)} ${f(-85 * Math.cos((a * Math.PI) / 180))} ${f(a * 1.6)}" stroke="#4caf50" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    )
    .join('')
  return `<g transform="rotate(${angle})">${tops}<path d="M0 ${f(-w)} Q${f(length * 0.6)} ${f(-w * 0.7)} ${f(length)} 0 Q${f(length * 0.6)} ${f(w * 0.7)} 0 ${f(w)} Q${f(-w * 0.4)} 0 0 ${f(-w)}Z" fill="${body}"/>${ridges}</g>`
}

export function drawCarrot(s: Scene): string {
  return `${groundShadow(s, 250, 395, 185)}<g transform="translate(125 255)">${carrot(s, 22, 280)}${carrot(s, 34, 262)}${carrot(s, 10, 270)}</g>`
}

export function drawCapsicum(s: Scene): string {
  const pepper = (cx: number, cy: number, r: number, color: string) => {
    const d = `M${cx - r * 0.9} ${cy - r * 0.5} C${cx - r * 1.1} ${cy + r * 0.3} ${cx - r * 0.8} ${cy + r * 0.95} ${cx - r * 0.35} ${cy + r * 0.9} C${cx - r * 0.15} ${cy + r * 0.7} ${cx + r * 0.15} ${cy + r * 0.7} ${cx + r * 0.35} ${cy + r * 0.9} C${cx + r * 0.8} ${cy + r * 0.95} ${cx + r * 1.1} ${cy + r * 0.3} ${cx + r * 0.9} ${cy - r * 0.5} C${cx + r * 0.6} ${cy - r * 0.95} ${cx - r * 0.6} ${cy - r * 0.95} ${cx - r * 0.9} ${cy - r * 0.5}Z`
    return `<path d="${d}" fill="${litFill(s, color, 0.4, -0.45)}"/><path d="M${cx} ${cy - r * 0.6} Q${cx - r * 0.1} ${cy + r * 0.2} ${cx} ${cy + r * 0.72}" stroke="${shade(color, -0.4)}" stroke-width="3" fill="none" opacity="0.4"/>${highlight(s, cx, cy, r, 0.6)}<ellipse cx="${cx}" cy="${cy - r * 0.72}" rx="${r * 0.3}" ry="${r * 0.1}" fill="#2e6b1f"/>${stem(cx, cy - r * 0.75, cx + r * 0.12, cy - r * 1.05, r * 0.1, '#3d7a28')}`
  }
  return `${groundShadow(s, 240, 402, 180)}${pepper(175, 285, 100, '#2e8b2e')}${pepper(315, 300, 92, '#3a9a34')}`
}

export function drawCucumber(s: Scene): string {
  const cuke = (y: number, angle: number) =>
    `<g transform="rotate(${angle} 240 ${y})"><rect x="80" y="${y - 34}" width="320" height="68" rx="34" fill="${s.linear(
      [
        [0, '#5fa83a'],
        [0.4, '#2f7a1f'],
        [1, '#1d4f14'],
      ],
      0,
      0,
      0,
      1,
    )}"/>${[...Array(6).keys()].map((i) => `<rect x="${110 + i * 48}" y="${y - 30}" width="26" height="6" rx="3" fill="#8bc34a" opacity="0.35"/>`).join('')}</g>`
  const slice = (cx: number, cy: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="44" ry="30" fill="#2f7a1f"/><ellipse cx="${cx}" cy="${cy}" rx="40" ry="27" fill="#d7f0b0"/><ellipse cx="${cx}" cy="${cy}" rx="22" ry="14" fill="#bde08a"/>${speckles(cx, cy, 14, 10, '#f1f8e0', 2.5, cx, 0.9)}`
  return `${groundShadow(s, 240, 400, 190)}${cuke(245, -14)}${cuke(300, -6)}${slice(150, 370)}${slice(245, 380)}${slice(340, 372)}`
}

export function drawBrinjal(s: Scene): string {
  const brinjal = (cx: number, cy: number, angle: number, scale: number) => {
    const d =
      'M-40 -60 C-95 -20 -95 90 -20 120 C40 145 95 100 80 40 C70 -10 40 -40 20 -70 C5 -90 -20 -85 -40 -60Z'
    const cap = 'M-45 -62 C-30 -95 20 -100 30 -66 C15 -50 5 -45 -5 -30 C-15 -45 -30 -52 -45 -62Z'
    return `<g transform="translate(${cx} ${cy}) rotate(${angle}) scale(${scale})"><path d="${d}" fill="${litFill(s, '#5b2a86', 0.5, -0.5)}"/><ellipse cx="-35" cy="-5" rx="14" ry="40" fill="#fff" opacity="0.35" transform="rotate(15 -35 -5)"/><path d="${cap}" fill="#4f8a2b"/>${stem(-8, -82, 6, -125, 12, '#4f7a25')}</g>`
  }
  return `${groundShadow(s, 240, 402, 185)}${brinjal(180, 270, -25, 1.15)}${brinjal(305, 285, 20, 1.1)}`
}

function pod(
  s: Scene,
  x: number,
  y: number,
  angle: number,
  length: number,
  color: string,
  ridged: boolean,
  width = 0.09,
  curl = 0,
): string {
  const w = length * width
  const fill = s.linear(
    [
      [0, shade(color, 0.3)],
      [0.5, color],
      [1, shade(color, -0.35)],
    ],
    0,
    0,
    0,
    1,
  )
  const ridges = ridged
    ? `<path d="M${f(length * 0.1)} 0 L${f(length * 0.92)} 0" stroke="${shade(color, -0.3)}" stroke-width="2" opacity="0.5"/>`
    : ''
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 ${f(-w)} Q${f(length * 0.55)} ${f(-w * 1.3 + curl * w * 2)} ${f(length)} ${f(w * 0.4 + curl * w * 5)} Q${f(length * 0.55)} ${f(w * 1.5 + curl * w * 2)} 0 ${f(w)}Z" fill="${fill}"/>${ridges}<path d="M0 0 l-${f(length * 0.1)} -${f(length * 0.04)}" stroke="${shade(color, -0.25)}" stroke-width="${f(w * 0.8)}" stroke-linecap="round"/></g>`
}

export function drawOkra(s: Scene): string {
  const pods = [
    [105, 175, -6],
    [130, 220, 4],
    [100, 265, -3],
    [130, 310, 5],
    [112, 352, -2],
  ]
    .map(([x, y, a]) => pod(s, x!, y!, a!, 250, '#5f9e2f', true))
    .join('')
  return `${groundShadow(s, 250, 400, 170)}${pods}`
}

export function drawChilli(s: Scene): string {
  const chillies = [
    [90, 165, -4, 290],
    [115, 210, 6, 270],
    [95, 255, -6, 285],
    [120, 300, 3, 265],
    [100, 340, -2, 280],
  ]
    .map(([x, y, a, l], i) => pod(s, x!, y!, a!, l!, i === 2 ? '#c62828' : '#2e8b2e', false, 0.055, 1))
    .join('')
  return `${groundShadow(s, 250, 398, 170)}${chillies}`
}

export function drawGinger(s: Scene): string {
  const knobs = [
    [190, 290, 70, 48, -10],
    [275, 300, 62, 44, 15],
    [240, 245, 40, 55, -30],
    [335, 265, 36, 46, 30],
    [150, 250, 34, 40, -40],
  ]
  const fill = litFill(s, '#d9b377', 0.35, -0.35)
  const body = knobs
    .map(
      ([x, y, rx, ry, a]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('')
  const rings = knobs
    .map(
      ([x, y, rx]) =>
        `<path d="M${x! - rx! * 0.5} ${y! - 10} q ${rx! * 0.5} 12 ${rx} 0" stroke="#a07a45" stroke-width="2" fill="none" opacity="0.6"/>`,
    )
    .join('')
  return `${groundShadow(s, 240, 375, 180)}${body}${rings}`
}

export function drawGarlic(s: Scene): string {
  const bulb = (cx: number, cy: number, r: number) => {
    const d = `M${cx} ${cy - r * 1.2} C${cx + r * 0.2} ${cy - r * 0.7} ${cx + r * 1.1} ${cy - r * 0.6} ${cx + r} ${cy + r * 0.2} C${cx + r * 0.9} ${cy + r * 0.85} ${cx - r * 0.9} ${cy + r * 0.85} ${cx - r} ${cy + r * 0.2} C${cx - r * 1.1} ${cy - r * 0.6} ${cx - r * 0.2} ${cy - r * 0.7} ${cx} ${cy - r * 1.2}Z`
    const segs = [-0.6, -0.25, 0.25, 0.6]
      .map(
        (k) =>
          `<path d="M${cx} ${cy - r * 1.1} Q${cx + k * r * 1.8} ${cy} ${cx + k * r * 0.5} ${cy + r * 0.7}" stroke="#b39ddb" stroke-width="2.5" fill="none" opacity="0.6"/>`,
      )
      .join('')
    return `<path d="${d}" fill="${litFill(s, '#efe6f0', 0.5, -0.25)}"/>${segs}${highlight(s, cx, cy, r, 0.5)}`
  }
  const clove = (cx: number, cy: number, a: number) =>
    `<path d="M0 -30 C18 -20 22 10 10 28 L-10 28 C-16 10 -12 -20 0 -30Z" fill="${litFill(s, '#f3ece4', 0.4, -0.25)}" transform="translate(${cx} ${cy}) rotate(${a})"/>`
  return `${groundShadow(s, 240, 400, 180)}${bulb(185, 280, 95)}${bulb(320, 300, 78)}${clove(250, 370, -20)}${clove(300, 375, 25)}`
}

export function drawBeetroot(s: Scene): string {
  const beet = (cx: number, cy: number, r: number) =>
    `${stem(cx - 10, cy - r * 0.8, cx - 40, cy - r * 1.9, 7, '#b0245e')}${stem(cx + 8, cy - r * 0.8, cx + 30, cy - r * 1.8, 7, '#b0245e')}${leaf(s, cx - 40, cy - r * 1.9, 80, -120, '#3e8e41')}${leaf(s, cx + 30, cy - r * 1.8, 70, -60, '#43a047')}<path d="M${cx - 12} ${cy + r * 0.85} Q${cx} ${cy + r * 1.6} ${cx + 20} ${cy + r * 1.5}" stroke="#6b1035" stroke-width="5" fill="none"/>${orb(s, cx, cy, r, '#8e1b4f', 0.95)}`
  const half = `<ellipse cx="330" cy="360" rx="70" ry="42" fill="#7a1642"/><ellipse cx="330" cy="357" rx="62" ry="36" fill="#c2185b"/>${[44, 30, 16].map((r) => `<ellipse cx="330" cy="357" rx="${r}" ry="${r * 0.58}" fill="none" stroke="#e35d94" stroke-width="3"/>`).join('')}`
  return `${groundShadow(s, 240, 400, 180)}${beet(195, 290, 95)}${half}`
}

export function drawPeas(s: Scene): string {
  const closed = (x: number, y: number, a: number) =>
    `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M0 0 C40 -45 180 -45 230 -10 C190 30 50 35 0 0Z" fill="${litFill(s, '#5cab3a', 0.35)}"/>${[50, 90, 130, 170].map((px) => `<ellipse cx="${px}" cy="-8" rx="18" ry="14" fill="#79c04f" opacity="0.5"/>`).join('')}</g>`
  const open = `<g transform="translate(120 330) rotate(-8)"><path d="M0 0 C40 -55 200 -55 250 -10 C200 40 40 40 0 0Z" fill="#4f9a30"/><path d="M10 -2 C50 -35 190 -35 238 -8 C190 20 50 24 10 -2Z" fill="#c5e59b"/>${[45, 85, 125, 165, 205].map((px) => `<circle cx="${px}" cy="-6" r="17" fill="${litFill(s, '#6cbf3f', 0.5)}"/>`).join('')}</g>`
  const loose = [
    [360, 375],
    [395, 360],
    [80, 372],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="15" fill="${litFill(s, '#6cbf3f', 0.5)}"/>`)
    .join('')
  return `${groundShadow(s, 240, 395, 190)}${closed(110, 230, -12)}${closed(150, 270, 4)}${open}${loose}`
}

export function drawCorn(s: Scene): string {
  const cob = (x: number, y: number, a: number) => {
    let kernels = ''
    for (let row = 0; row < 11; row++) {
      for (let col = -2; col <= 2; col++) {
        const kx = 30 + row * 22
        const ky = col * 15 * (1 - row / 26)
        kernels += `<rect x="${f(kx)}" y="${f(ky - 7)}" width="19" height="13" rx="5" fill="${litFill(s, '#f6c21c', 0.5, -0.3)}"/>`
      }
    }
    const husk = `<path d="M20 -5 C-30 -60 -60 -40 -80 -70 C-40 -20 -20 10 20 5Z" fill="#7cb342"/><path d="M20 5 C-30 50 -60 40 -85 70 C-40 30 -15 -5 20 -5Z" fill="#8bc34a"/>`
    return `<g transform="translate(${x} ${y}) rotate(${a})"><ellipse cx="150" cy="0" rx="135" ry="44" fill="#e0a800"/>${kernels}${husk}</g>`
  }
  return `${groundShadow(s, 250, 395, 190)}${cob(140, 230, 8)}${cob(125, 320, -6)}`
}
