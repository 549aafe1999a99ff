// Everything else on the shelf: bread, eggs, soap bars, chocolate, agarbatti, rolls, diyas, thalis.
import { createRandom } from '#server/db/seed/prng.ts'
import { lettering, netQuantity, type PackDrawer } from './pack-kit.ts'
import { litFill, speckles } from './primitives.ts'
import { f, fitText, gloss, groundShadow, inkOn, luminance, mix, type Scene, shade } from './svg-kit.ts'

export const drawLoaf: PackDrawer = (s, a, p) => {
  const buns = /pav/i.test(a.label) ? 3 : 1
  let top = 'M95 380 L95 240'
  const span = 290 / buns
  for (let i = 0; i < buns; i++) {
    const x0 = 95 + i * span
    top += ` C${f(x0)} ${buns > 1 ? 150 : 110} ${f(x0 + span)} ${buns > 1 ? 150 : 110} ${f(x0 + span)} 240`
  }
  const loaf = `${top} L385 380Z`
  const crust = s.radial(
    [
      [0, shade(a.color, 0.35)],
      [0.6, a.color],
      [1, shade(a.color, -0.35)],
    ],
    0.45,
    0.25,
    0.85,
  )
  return `${groundShadow(s, 240, 392, 170)}<path d="${loaf}" fill="${crust}"/><path d="M70 250 L410 250 L410 392 L70 392Z" fill="#ffffff" opacity="0.18"/><rect x="95" y="270" width="290" height="80" fill="#ffffff" opacity="0.92"/><rect x="95" y="270" width="290" height="8" fill="${a.accent}"/><rect x="95" y="342" width="290" height="8" fill="${a.accent}"/>${lettering(a, { cx: 240, y: 297, width: 250, on: '#ffffff', brandSize: 32, labelSize: 20, gap: 30 })}<path d="M385 250 L420 225 L432 262 L420 300 L385 280Z" fill="#ffffff" opacity="0.55"/><rect x="384" y="240" width="10" height="40" rx="3" fill="${a.accent}"/>${gloss(s, 110, 190, 200, 14, 0.35)}${netQuantity(p, 240, 368, a.color, 13)}`
}

export const drawEggs: PackDrawer = (s, a, p) => {
  const dozen = Number.parseInt(p.unit, 10) >= 12
  const cols = dozen ? 6 : 3
  const tray = mix(a.accent, '#d7ccc8', 0.7)
  const [x0, w] = dozen ? [60, 360] : [120, 240]
  const step = (w - 60) / (cols - 1)
  // White shells need a warmer base and a rim, or they vanish into the light backdrop.
  const pale = luminance(a.color) > 0.8
  const shell = pale ? '#f4ede2' : a.color
  const egg = (cx: number, cy: number) =>
    `<ellipse cx="${f(cx)}" cy="${cy}" rx="27" ry="34" fill="${litFill(s, shell, 0.6, -0.3)}" stroke="${shade(shell, -0.22)}" stroke-width="1.5"/><ellipse cx="${f(cx - 9)}" cy="${cy - 14}" rx="7" ry="10" fill="#ffffff" opacity="0.7"/>`
  const cups = [...Array(cols).keys()]
    .map((c) => {
      const cx = x0 + 30 + c * step
      return `<path d="M${f(cx - step / 2)} 322 Q${f(cx)} 352 ${f(cx + step / 2)} 322 L${f(cx + step / 2)} 385 L${f(cx - step / 2)} 385Z" fill="${s.linear(
        [
          [0, shade(tray, 0.12)],
          [1, shade(tray, -0.18)],
        ],
        0,
        0,
        0,
        1,
      )}"/>`
    })
    .join('')
  let eggs = ''
  for (let row = 0; row < 2; row++) {
    for (let c = 0; c < cols; c++) eggs += egg(x0 + 30 + c * step + (row ? 0 : 6), 262 + row * 52)
  }
  return `${groundShadow(s, 240, 392, w * 0.6)}<path d="M${x0 - 10} 262 L${x0 + w + 10} 262 L${x0 + w} 330 L${x0} 330Z" fill="${shade(tray, -0.28)}"/>${eggs}<g clip-path="${s.clip(`<path d="M${x0 - 10} 300 L${x0 + w + 10} 300 L${x0 + w - 10} 385 L${x0 + 10} 385Z"/>`)}">${cups}</g><rect x="${240 - 90}" y="132" width="180" height="74" rx="14" fill="${a.accent}"/>${lettering(a, { cx: 240, y: 155, width: 160, on: a.accent, brandSize: 26, labelSize: 20, gap: 28 })}${netQuantity(p, 240, 368, tray, 16)}`
}

export const drawBar: PackDrawer = (s, a, p) => {
  const bar = mix(a.color, '#ffffff', 0.45)
  const box = `<path d="M110 210 L300 210 L345 185 L155 185Z" fill="${shade(a.color, 0.2)}"/><path d="M300 210 L345 185 L345 300 L300 325Z" fill="${shade(a.color, -0.3)}"/><rect x="110" y="210" width="190" height="115" fill="${a.color}"/>`
  const soap = `<ellipse cx="295" cy="358" rx="100" ry="34" fill="${shade(bar, -0.25)}"/><ellipse cx="295" cy="345" rx="100" ry="34" fill="${litFill(s, bar, 0.5, -0.15)}"/>${fitText(a.brand, 295, 345, 120, { color: shade(bar, -0.3), maxSize: 26, font: 'serif', italic: true })}`
  return `${groundShadow(s, 240, 385, 175)}${box}<rect x="110" y="238" width="190" height="58" fill="${a.accent}"/>${lettering(a, { cx: 205, y: 256, width: 170, on: a.accent, brandSize: 28, labelSize: 18, gap: 26 })}${netQuantity(p, 205, 222, a.color, 12)}${soap}`
}

export const drawChocolate: PackDrawer = (s, a, p) => {
  let squares = ''
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < 2; c++) {
      squares += `<rect x="${300 + c * 44}" y="${175 + r * 44}" width="38" height="38" rx="5" fill="${litFill(s, '#5d3a1a', 0.25)}"/>`
    }
  }
  return `${groundShadow(s, 240, 345, 200, 22)}<g transform="translate(240 255) scale(1.25) translate(-240 -230) rotate(-12 240 240)"><rect x="290" y="165" width="105" height="100" rx="8" fill="#4e2a12"/>${squares}<path d="M290 160 L300 172 L290 184 L300 196 L290 208 L300 220 L290 232 L300 244 L290 256 L300 268 L290 270Z" fill="#d9d9d9"/><rect x="70" y="160" width="225" height="110" rx="6" fill="${s.linear(
    [
      [0, shade(a.color, 0.2)],
      [0.5, a.color],
      [1, shade(a.color, -0.25)],
    ],
    0,
    0,
    0,
    1,
  )}"/><path d="M70 250 Q180 225 295 250 L295 270 L70 270Z" fill="${a.accent}" opacity="0.9"/>${fitText(a.brand, 182, 192, 190, { color: inkOn(a.color, '#3b1d0e', a.accent === '#ffffff' ? '#ffffff' : a.accent), maxSize: 34, font: 'serif', italic: true, weight: 800 })}${fitText(a.label, 182, 228, 190, { color: '#ffffff', maxSize: 22, font: 'narrow' })}${gloss(s, 80, 166, 200, 10, 0.4)}</g>${netQuantity(p, 240, 385, '#ffffff', 14)}`
}

export const drawIncense: PackDrawer = (s, a, p) => {
  const random = createRandom(a.brand.length * 31 + a.label.length)
  let sticks = ''
  let smoke = ''
  for (let i = 0; i < 5; i++) {
    const x = 205 + i * 17
    const h = 70 + random() * 30
    sticks += `<line x1="${x}" y1="150" x2="${x + (i - 2) * 6}" y2="${150 - h}" stroke="#5d3a1a" stroke-width="5" stroke-linecap="round"/><circle cx="${x + (i - 2) * 6}" cy="${150 - h}" r="4" fill="#ff7043"/>`
    if (i % 2 === 0) {
      smoke += `<path d="M${x + (i - 2) * 6} ${150 - h} c -14 -20 14 -30 0 -50 c -14 -20 14 -30 0 -45" stroke="#9e9e9e" stroke-width="3" fill="none" opacity="0.45"/>`
    }
  }
  const box = `<rect x="170" y="150" width="140" height="245" rx="6" fill="${s.cylinder(a.color, 0.6)}"/><path d="M310 150 l34 -18 v245 l-34 18Z" fill="${shade(a.color, -0.3)}"/><path d="M170 150 l34 -18 h140 l-34 18Z" fill="${shade(a.color, 0.15)}"/>`
  const ornament = `<circle cx="240" cy="335" r="28" fill="none" stroke="${a.accent}" stroke-width="3"/><circle cx="240" cy="335" r="18" fill="${a.accent}" opacity="0.8"/>${[0, 45, 90, 135, 180, 225, 270, 315].map((d) => `<ellipse cx="240" cy="302" rx="4" ry="8" fill="${a.accent}" transform="rotate(${d} 240 335)"/>`).join('')}`
  return `${groundShadow(s, 255, 398, 110)}${smoke}${sticks}${box}<rect x="170" y="185" width="140" height="90" fill="${a.accent}"/>${lettering(a, { cx: 240, y: 212, width: 126, on: a.accent, brandSize: 28, labelSize: 18, gap: 34 })}${ornament}${netQuantity(p, 240, 380, a.color, 12)}`
}

export const drawRoll: PackDrawer = (s, a, p) => {
  const thread = /kalawa|mauli/i.test(p.name)
  const roll = (cx: number, top: number, w: number, h: number) => {
    const stripes = thread
      ? [...Array(8).keys()]
          .map(
            (i) =>
              `<rect x="${cx - w / 2}" y="${top + 10 + i * (h / 8)}" width="${w}" height="${h / 16}" fill="${a.accent}"/>`,
          )
          .join('')
      : `<rect x="${cx - w / 2}" y="${top + h * 0.35}" width="${w}" height="${h * 0.35}" fill="${a.accent}" opacity="0.9"/>`
    return `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" fill="${s.cylinder(a.color, 0.7)}"/>${stripes}<ellipse cx="${cx}" cy="${top + h}" rx="${w / 2}" ry="${w * 0.18}" fill="${s.cylinder(a.color, 0.7)}"/><ellipse cx="${cx}" cy="${top}" rx="${w / 2}" ry="${w * 0.18}" fill="${shade(a.color, 0.15)}"/><ellipse cx="${cx}" cy="${top}" rx="${w * 0.16}" ry="${w * 0.06}" fill="${shade(a.color, -0.45)}"/>`
  }
  const two = Number.parseInt(p.unit, 10) === 2
  const rolls = two ? `${roll(175, 150, 120, 220)}${roll(305, 160, 120, 210)}` : roll(240, 170, 170, 200)
  return `${groundShadow(s, 240, 395, 170)}${rolls}${thread ? '<rect x="170" y="238" width="140" height="70" rx="8" fill="#ffffff"/>' : ''}${lettering(a, { cx: two ? 175 : 240, y: two ? 246 : 262, width: two ? 110 : 130, on: thread ? '#ffffff' : a.accent, brandSize: 28, labelSize: 18, gap: 30 })}${netQuantity(p, 240, 425, '#ffffff', 14)}`
}

function diya(s: Scene, cx: number, cy: number, scale: number, clay: string, flame: string): string {
  const glow = s.radial(
    [
      [0, flame, 0.55],
      [1, flame, 0],
    ],
    0.5,
    0.5,
    0.5,
  )
  return `<g transform="translate(${cx} ${cy}) scale(${scale})"><circle cx="48" cy="-62" r="60" fill="${glow}"/><path d="M-80 -10 Q-70 40 0 42 Q70 40 80 -10 Q90 -18 70 -16 L-70 -16Z" fill="${litFill(s, clay, 0.3, -0.3)}"/><path d="M-70 -16 Q0 -40 70 -16 L62 -24 Q72 -30 96 -34 Q72 -16 70 -16Z" fill="${shade(clay, -0.25)}"/><ellipse cx="0" cy="-16" rx="70" ry="13" fill="${shade(clay, -0.35)}"/><ellipse cx="0" cy="-16" rx="60" ry="9" fill="#c98b2a"/><path d="M48 -26 C30 -50 48 -85 52 -100 C62 -80 72 -55 58 -26Z" fill="${flame}"/><path d="M51 -28 C44 -45 50 -62 53 -72 C58 -58 62 -44 56 -28Z" fill="#fff59d"/>${speckles(0, 14, 50, 12, shade(clay, 0.4), 3, 7, 0.6)}</g>`
}

export const drawDiya: PackDrawer = (s, a) =>
  `${groundShadow(s, 240, 392, 185)}${diya(s, 140, 300, 0.85, a.color, a.accent)}${diya(s, 340, 300, 0.85, a.color, a.accent)}${diya(s, 240, 350, 1.1, a.color, a.accent)}`

export const drawThali: PackDrawer = (s, a) => {
  const brass = a.color
  const plate = s.radial(
    [
      [0, shade(brass, 0.45)],
      [0.55, brass],
      [0.85, shade(brass, -0.25)],
      [1, shade(brass, 0.1)],
    ],
    0.45,
    0.4,
    0.6,
  )
  const flowers = [
    [150, 300],
    [330, 310],
    [245, 355],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="18" fill="#ff9800"/><circle cx="${x}" cy="${y}" r="11" fill="#ffb300"/>`,
    )
    .join('')
  return `${groundShadow(s, 240, 385, 200)}<ellipse cx="240" cy="300" rx="200" ry="85" fill="${plate}"/><ellipse cx="240" cy="296" rx="165" ry="66" fill="none" stroke="${shade(brass, -0.3)}" stroke-width="3"/>${diya(s, 240, 285, 0.7, brass, '#ff9800')}<ellipse cx="155" cy="262" rx="30" ry="14" fill="${shade(brass, -0.15)}"/><ellipse cx="155" cy="258" rx="24" ry="9" fill="${a.accent}"/><ellipse cx="325" cy="262" rx="30" ry="14" fill="${shade(brass, -0.15)}"/><ellipse cx="325" cy="258" rx="24" ry="9" fill="#fbc02d"/>${flowers}<path d="M380 215 C380 170 420 170 420 215 L428 232 L372 232Z" fill="${litFill(s, brass, 0.4)}"/><rect x="396" y="150" width="8" height="22" fill="${shade(brass, -0.2)}"/>`
}
