// Fruit pictures: each function draws the whole arrangement on a 480 × 480 canvas.
import { calyx, citrusFace, highlight, leaf, litFill, orb, speckles, stem } from './primitives.ts'
import { f, groundShadow, type Scene, shade } from './svg-kit.ts'

function applePath(cx: number, cy: number, r: number): string {
  const p = (dx: number, dy: number) => `${f(cx + dx * r)} ${f(cy + dy * r)}`
  return `M${p(0, -0.62)} C${p(0.35, -0.98)} ${p(1.05, -0.88)} ${p(1, -0.1)} C${p(0.97, 0.6)} ${p(0.5, 0.98)} ${p(0.22, 0.92)} C${p(0.08, 0.88)} ${p(-0.08, 0.88)} ${p(-0.22, 0.92)} C${p(-0.5, 0.98)} ${p(-0.97, 0.6)} ${p(-1, -0.1)} C${p(-1.05, -0.88)} ${p(-0.35, -0.98)} ${p(0, -0.62)}Z`
}

function apple(s: Scene, cx: number, cy: number, r: number): string {
  const streaks = s.linear(
    [
      [0, '#ffd166', 0],
      [0.3, '#ffd166', 0.28],
      [0.5, '#ffd166', 0],
      [0.75, '#ffd166', 0.2],
      [1, '#ffd166', 0],
    ],
    0,
    0,
    1,
    0,
  )
  return `<path d="${applePath(cx, cy, r)}" fill="${litFill(s, '#c81d25')}"/><path d="${applePath(cx, cy, r)}" fill="${streaks}" opacity="0.6"/>${highlight(s, cx, cy + r * 0.1, r)}${stem(cx, cy - r * 0.6, cx + r * 0.1, cy - r * 1.02, r * 0.07)}${leaf(s, cx + r * 0.08, cy - r * 0.9, r * 0.55, -25, '#5a9e2f')}`
}

export function drawApple(s: Scene): string {
  return `${groundShadow(s, 240, 400, 170)}${apple(s, 165, 300, 95)}${apple(s, 320, 305, 92)}${apple(s, 245, 350, 88)}`
}

function mango(s: Scene, cx: number, cy: number, r: number, angle: number): string {
  const p = (dx: number, dy: number) => `${f(dx * r)} ${f(dy * r)}`
  const d = `M${p(-0.2, -0.95)} C${p(0.6, -1.05)} ${p(1.05, -0.3)} ${p(0.9, 0.35)} C${p(0.75, 0.95)} ${p(0.1, 1.1)} ${p(-0.45, 0.85)} C${p(-0.95, 0.6)} ${p(-0.95, -0.1)} ${p(-0.75, -0.55)} C${p(-0.6, -0.85)} ${p(-0.4, -0.93)} ${p(-0.2, -0.95)}Z`
  const skin = s.linear(
    [
      [0, '#8cc63f'],
      [0.3, '#f7d020'],
      [0.65, '#fb9a1e'],
      [1, '#e04f2b'],
    ],
    0,
    0,
    1,
    1,
  )
  const shading = s.radial(
    [
      [0, '#fff', 0.45],
      [0.45, '#fff', 0],
      [1, '#000', 0.28],
    ],
    0.35,
    0.3,
    0.8,
  )
  return `<g transform="translate(${cx} ${cy}) rotate(${angle})"><path d="${d}" fill="${skin}"/><path d="${d}" fill="${shading}"/>${stem(-0.2 * r, -0.93 * r, -0.28 * r, -1.1 * r, r * 0.07, '#5d4a1f')}</g>`
}

export function drawMango(s: Scene): string {
  return `${groundShadow(s, 240, 405, 175)}${leaf(s, 215, 175, 150, -20, '#2e7d32')}${leaf(s, 220, 185, 120, -150, '#388e3c')}${mango(s, 170, 295, 115, -30)}${mango(s, 315, 310, 110, 25)}`
}

function banana(s: Scene, angle: number, length: number, bend: number): string {
  const w = length * 0.3
  const fill = s.linear(
    [
      [0, '#fff59d'],
      [0.35, '#ffe135'],
      [0.8, '#f5c400'],
      [1, '#d9a400'],
    ],
    0,
    0,
    0,
    1,
  )
  const d = `M0 ${f(-w * 0.12)} Q${f(length * 0.5)} ${f(bend - w * 0.5)} ${f(length)} ${f(-w * 0.05)} Q${f(length * 0.55)} ${f(bend + w * 0.75)} 0 ${f(w * 0.12)}Z`
  const ridge = `M${f(length * 0.08)} ${f(w * 0.02)} Q${f(length * 0.52)} ${f(bend + w * 0.15)} ${f(length * 0.96)} ${f(-w * 0.04)}`
  return `<g transform="rotate(${angle})"><path d="${d}" fill="${fill}" stroke="#c79a00" stroke-width="2" stroke-linejoin="round"/><path d="${ridge}" stroke="#d4a800" stroke-width="3" fill="none" opacity="0.6"/><ellipse cx="${f(length)}" cy="${f(-w * 0.05)}" rx="${f(w * 0.08)}" ry="${f(w * 0.06)}" fill="#3e2a14"/></g>`
}

export function drawBanana(s: Scene): string {
  const hand = [
    [-38, 270, 70],
    [-26, 285, 74],
    [-13, 292, 76],
    [0, 280, 72],
  ]
    .map(([a, l, b]) => banana(s, a!, l!, b!))
    .join('')
  return `${groundShadow(s, 250, 385, 180)}<g transform="translate(95 285)">${hand}<path d="M-42 -18 L8 -10 L8 14 L-42 10Z" fill="#7c9a2a"/><rect x="-58" y="-14" width="20" height="22" rx="6" fill="#4e5d1c"/></g>`
}

function citrus(
  s: Scene,
  cx: number,
  cy: number,
  r: number,
  skin: string,
  seed: number,
  squash = 0.94,
): string {
  return `${orb(s, cx, cy, r, skin, squash)}${speckles(cx, cy, r * 0.9, 70, shade(skin, -0.35), r * 0.018, seed, 0.3)}`
}

export function drawOrange(s: Scene): string {
  return `${groundShadow(s, 240, 402, 180)}${citrus(s, 170, 275, 100, '#f7941d', 7)}${calyx(180, 185, 14, '#4a7c23')}${leaf(s, 185, 182, 85, -40, '#2e7d32')}${citrus(s, 318, 300, 92, '#f68b1f', 11)}${calyx(325, 218, 12, '#4a7c23')}<g transform="translate(250 355) scale(1 0.62)">${citrusFace(s, 0, 0, 78, '#f7941d', '#ffa534')}</g>`
}

export function drawLemon(s: Scene): string {
  const lemon = (cx: number, cy: number, r: number, a: number) =>
    `<g transform="rotate(${a} ${cx} ${cy})"><ellipse cx="${cx - r * 1.05}" cy="${cy}" rx="${r * 0.2}" ry="${r * 0.14}" fill="#f2c300"/><ellipse cx="${cx + r * 1.05}" cy="${cy}" rx="${r * 0.2}" ry="${r * 0.14}" fill="#e0b000"/>${citrus(s, cx, cy, r, '#f6d52c', cx, 0.78)}</g>`
  return `${groundShadow(s, 240, 400, 180)}${leaf(s, 250, 200, 120, -30, '#388e3c')}${lemon(165, 280, 85, -10)}${lemon(315, 290, 80, 15)}<g transform="translate(240 350) scale(1 0.6)">${citrusFace(s, 0, 0, 72, '#f4d12a', '#f9e66b')}</g>`
}

export function drawGrapes(s: Scene): string {
  const rows = [7, 6, 6, 5, 4, 3, 2, 1]
  let berries = ''
  rows.forEach((n, row) => {
    for (let i = 0; i < n; i++) {
      const x = 240 + (i - (n - 1) / 2) * 40 + (row % 2 ? 6 : -4)
      const y = 150 + row * 33
      berries += `<ellipse cx="${x}" cy="${y}" rx="23" ry="25" fill="${litFill(s, '#9bc53d', 0.55, -0.45)}"/><ellipse cx="${x - 7}" cy="${y - 9}" rx="6" ry="4" fill="#fff" opacity="0.6"/>`
    }
  })
  return `${groundShadow(s, 240, 418, 120)}${leaf(s, 240, 120, 110, -160, '#43a047', 0.5)}${stem(240, 135, 255, 85, 8, '#7a5c2e')}${berries}`
}

export function drawPomegranate(s: Scene): string {
  const crown = (cx: number, cy: number, r: number) =>
    `<path d="M${cx - r * 0.28} ${cy} L${cx - r * 0.34} ${cy - r * 0.3} L${cx - r * 0.12} ${cy - r * 0.14} L${cx} ${cy - r * 0.36} L${cx + r * 0.12} ${cy - r * 0.14} L${cx + r * 0.34} ${cy - r * 0.3} L${cx + r * 0.28} ${cy}Z" fill="#9c1b23"/>`
  let arils = ''
  for (let i = 0; i < 48; i++) {
    const a = i * 2.4
    const d = Math.sqrt(i / 48) * 62
    const x = 300 + Math.cos(a) * d
    const y = 330 + Math.sin(a) * d * 0.6
    arils += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="8" ry="7" fill="${litFill(s, '#d7263d', 0.6)}"/>`
  }
  return `${groundShadow(s, 240, 405, 185)}${orb(s, 185, 265, 115, '#b3202b', 0.95)}${crown(185, 160, 110)}<ellipse cx="300" cy="330" rx="95" ry="62" fill="#b3202b"/><ellipse cx="300" cy="328" rx="86" ry="55" fill="#f6dcc2"/>${arils}`
}

export function drawPapaya(s: Scene): string {
  const body = (cx: number, cy: number) =>
    `<path d="M${cx - 150} ${cy} C${cx - 150} ${cy - 70} ${cx - 40} ${cy - 95} ${cx + 60} ${cy - 80} C${cx + 150} ${cy - 65} ${cx + 165} ${cy + 50} ${cx + 70} ${cy + 78} C${cx - 20} ${cy + 100} ${cx - 150} ${cy + 70} ${cx - 150} ${cy}Z"`
  const skin = s.linear(
    [
      [0, '#9ccc3c'],
      [0.5, '#f2c12e'],
      [1, '#f39c12'],
    ],
    0,
    0,
    1,
    0.4,
  )
  return `${groundShadow(s, 240, 400, 190)}<g transform="rotate(-12 240 230)">${body(240, 230)} fill="${skin}"/>${highlight(s, 200, 215, 120, 0.45)}</g><g transform="translate(0 30)">${body(250, 320)} fill="#f6a21e"/>${body(250, 320)} fill="#ff8a3d" transform="translate(12 8) scale(0.94) translate(3 12)"/><ellipse cx="255" cy="335" rx="95" ry="30" fill="#e8572a"/>${speckles(255, 335, 26, 60, '#1b1b1b', 5, 3, 0.9)}</g>`
}

export function drawWatermelon(s: Scene): string {
  const clip = s.clip('<circle cx="215" cy="250" r="140"/>')
  let stripes = ''
  for (let i = -4; i <= 4; i++) {
    stripes += `<path d="M${215 + i * 34} 100 q 14 40 -4 80 q -18 40 4 80 q 18 40 -4 80 q -14 40 4 80" stroke="#1e5e20" stroke-width="16" fill="none"/>`
  }
  const slice = `<path d="M250 395 L440 395 L345 250Z" fill="#2e7d32"/><path d="M262 387 L428 387 L345 262Z" fill="#c8e6c9"/><path d="M272 381 L418 381 L345 272Z" fill="${s.linear(
    [
      [0, '#ff6b6b'],
      [1, '#e53945'],
    ],
    0,
    0,
    0,
    1,
  )}"/>${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${318 + i * 14}" cy="${345 - (i % 2) * 22}" rx="3" ry="5" fill="#222"/>`).join('')}`
  return `${groundShadow(s, 250, 400, 200)}<circle cx="215" cy="250" r="140" fill="${litFill(s, '#4caf50', 0.3, -0.45)}"/><g clip-path="${clip}" opacity="0.85">${stripes}</g>${highlight(s, 215, 250, 140, 0.4)}${slice}`
}

export function drawGuava(s: Scene): string {
  const guava = (cx: number, cy: number, r: number) =>
    `${orb(s, cx, cy, r, '#a5c94a', 0.95)}${speckles(cx, cy, r * 0.85, 40, '#6b8e23', 2, cx, 0.3)}<circle cx="${cx}" cy="${cy - r * 0.92}" r="${r * 0.08}" fill="#5d4a1f"/>`
  return `${groundShadow(s, 240, 402, 180)}${leaf(s, 200, 190, 110, -60, '#2e7d32')}${guava(175, 285, 98)}${guava(320, 300, 90)}<ellipse cx="250" cy="355" rx="82" ry="50" fill="#a5c94a"/><ellipse cx="250" cy="353" rx="74" ry="44" fill="#f8bbd0"/><ellipse cx="250" cy="353" rx="42" ry="24" fill="#f48fb1"/>${speckles(250, 353, 38, 30, '#fff3e0', 3, 5, 0.9)}`
}

export function drawPineapple(s: Scene): string {
  const clip = s.clip('<ellipse cx="240" cy="305" rx="95" ry="115"/>')
  let grid = ''
  for (let i = -8; i <= 8; i++) {
    grid += `<line x1="${150 + i * 28}" y1="180" x2="${330 + i * 28}" y2="430" stroke="#8a5a12" stroke-width="3"/><line x1="${330 + i * 28}" y1="180" x2="${150 + i * 28}" y2="430" stroke="#8a5a12" stroke-width="3"/>`
  }
  const leaves = [-60, -40, -20, 0, 20, 40, 60]
    .map((a, i) => leaf(s, 240, 200, 110 - Math.abs(a) * 0.7 + (i % 2) * 10, -90 + a, '#3f8f3a', 0.16))
    .join('')
  return `${groundShadow(s, 240, 418, 120)}${leaves}<ellipse cx="240" cy="305" rx="95" ry="115" fill="${litFill(s, '#e0a325', 0.4, -0.4)}"/><g clip-path="${clip}" opacity="0.55">${grid}</g>${highlight(s, 240, 305, 100, 0.35)}`
}

export function drawKiwi(s: Scene): string {
  const half = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#8d6e3f"/><circle cx="${cx}" cy="${cy}" r="${r * 0.92}" fill="${s.radial(
      [
        [0, '#f4f9d2'],
        [0.3, '#b8d94a'],
        [1, '#6fa52a'],
      ],
      0.5,
      0.5,
      0.55,
    )}"/>${[...Array(22).keys()].map((i) => `<ellipse cx="${f(cx + Math.cos(i * 0.285) * r * 0.38)}" cy="${f(cy + Math.sin(i * 0.285) * r * 0.38)}" rx="3" ry="5.5" fill="#1b1b1b" transform="rotate(${f((i * 0.285 * 180) / Math.PI + 90)} ${f(cx + Math.cos(i * 0.285) * r * 0.38)} ${f(cy + Math.sin(i * 0.285) * r * 0.38)})"/>`).join('')}`
  return `${groundShadow(s, 240, 400, 180)}<ellipse cx="190" cy="270" rx="115" ry="85" fill="${litFill(s, '#8a6a3d', 0.3)}" transform="rotate(-15 190 270)"/>${speckles(190, 270, 80, 120, '#5d4226', 1.6, 9, 0.5)}<g transform="translate(0 0)">${half(320, 330, 78)}</g>`
}

export function drawCoconut(s: Scene): string {
  let fibres = ''
  for (let i = 0; i < 40; i++) {
    const a = i * 0.61
    const x = 190 + Math.cos(a) * 70 * ((i % 5) / 5 + 0.4)
    const y = 260 + Math.sin(a) * 70 * ((i % 3) / 3 + 0.4)
    fibres += `<path d="M${f(x)} ${f(y)} q 10 6 20 2" stroke="#3e2614" stroke-width="2" fill="none" opacity="0.5"/>`
  }
  return `${groundShadow(s, 240, 402, 185)}${orb(s, 190, 265, 115, '#7b4f2c', 0.93)}${fibres}<circle cx="172" cy="215" r="9" fill="#3e2614"/><circle cx="200" cy="212" r="9" fill="#3e2614"/><circle cx="186" cy="238" r="9" fill="#3e2614"/><ellipse cx="320" cy="340" rx="95" ry="55" fill="#6d4424"/><ellipse cx="320" cy="336" rx="84" ry="46" fill="#fffdf6"/><ellipse cx="320" cy="338" rx="64" ry="32" fill="#f1ede2"/>`
}
