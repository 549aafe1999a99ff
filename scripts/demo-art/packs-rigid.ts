// Rigid packs: cartons and boxes (drawn as cuboids), jars, ice-cream tubs, curd cups, blocks.

import { brandFont, lettering, motif, netQuantity, type PackDrawer, waveBand } from './pack-kit.ts'
import { speckles } from './primitives.ts'
import { fitText, gloss, groundShadow, inkOn, luminance, mix, type Scene, shade } from './svg-kit.ts'

/** A cuboid seen slightly from the right and above: front, side and top faces. */
function cuboid(s: Scene, x: number, y: number, w: number, h: number, depth: number, color: string) {
  const dx = depth * 0.8
  const dy = depth * 0.45
  return {
    faces: `<path d="M${x + w} ${y} l${dx} ${-dy} v${h} l${-dx} ${dy}Z" fill="${shade(color, -0.28)}"/><path d="M${x} ${y} l${dx} ${-dy} h${w} l${-dx} ${dy}Z" fill="${shade(color, 0.18)}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${s.linear(
      [
        [0, shade(color, 0.08)],
        [1, shade(color, -0.08)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
    clip: s.clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`),
  }
}

export const drawBox: PackDrawer = (s, a, p) => {
  const tall = /tea|flakes|kulfi|popcorn/i.test(p.name)
  const [w, h] = tall ? [200, 270] : [240, 190]
  const x = 240 - w / 2 - 20
  const y = tall ? 125 : 195
  const box = cuboid(s, x, y, w, h, 60, a.color)
  const band = a.accent
  const bandY = y + h * 0.3
  return `${groundShadow(s, 255, y + h + 8, w * 0.75)}${box.faces}<g clip-path="${box.clip}">${waveBand(x - 10, x + w + 10, bandY, bandY + h * 0.4, 14, band)}${motif(p, a, x + w / 2, y + h * 0.84, 0.95)}</g>${lettering(a, { cx: x + w / 2, y: bandY + h * 0.12, width: w - 36, on: band, brandSize: 38, labelSize: 24, gap: h * 0.17 })}${netQuantity(p, x + w / 2, y + 22, a.color, 15)}`
}

export const drawCarton: PackDrawer = (s, a, p) => {
  const [x, y, w, h] = [150, 130, 160, 260]
  const box = cuboid(s, x, y, w, h, 56, '#ffffff')
  const cap = `<ellipse cx="${x + w * 0.72}" cy="${y - 14}" rx="20" ry="9" fill="${shade(a.accent, -0.2)}"/><rect x="${x + w * 0.72 - 20}" y="${y - 30}" width="40" height="16" fill="${a.accent}"/><ellipse cx="${x + w * 0.72}" cy="${y - 30}" rx="20" ry="9" fill="${shade(a.accent, 0.2)}"/>`
  return `${groundShadow(s, 250, y + h + 6, 130)}${box.faces}<path d="M${x + w} ${y} l45 -25 v${h * 0.55} l-45 25Z" fill="${shade(a.color, -0.25)}"/><g clip-path="${box.clip}"><rect x="${x}" y="${y}" width="${w}" height="${h * 0.58}" fill="${a.color}"/>${waveBand(x - 5, x + w + 5, y + h * 0.55, y + h * 0.62, 12, a.color)}${motif(p, a, x + w / 2, y + h * 0.82, 0.8)}</g>${cap}${lettering(a, { cx: x + w / 2, y: y + 58, width: w - 22, on: a.color, brandSize: 32, labelSize: 24, gap: 48 })}${netQuantity(p, x + w / 2, y + h - 18, '#ffffff', 15)}${gloss(s, x + 10, y + 10, 16, h - 20, 0.35)}`
}

export const drawJar: PackDrawer = (s, a, p) => {
  const wide = /cream|camphor/i.test(p.name)
  const [w, h] = wide ? [250, 150] : [200, 240]
  const x = 240 - w / 2
  const y = 395 - h
  const lid = shade(a.accent, -0.05)
  const label = wide ? a.color : mix(a.color, '#ffffff', 0.85)
  return `${groundShadow(s, 240, 400, w * 0.62)}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="${s.cylinder(a.color, 0.9)}"/><rect x="${x - 6}" y="${y - 40}" width="${w + 12}" height="50" rx="10" fill="${s.cylinder(lid, 1)}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${x + 4}" y="${y - 32 + i * 8}" width="${w - 8}" height="2" fill="${shade(lid, -0.25)}" opacity="0.6"/>`).join('')}<rect x="${x}" y="${y + h * 0.22}" width="${w}" height="${h * 0.6}" fill="${label}"/><rect x="${x}" y="${y + h * 0.22}" width="${w}" height="8" fill="${a.accent}"/><rect x="${x}" y="${y + h * 0.82 - 8}" width="${w}" height="8" fill="${a.accent}"/>${lettering(a, { cx: 240, y: y + h * 0.22 + (wide ? 34 : 48), width: w - 30, on: label, brandSize: wide ? 36 : 36, labelSize: 24, gap: wide ? 36 : 44 })}${wide ? '' : netQuantity(p, 240, y + h * 0.82 - 26, label, 14)}${gloss(s, x + 18, y + 10, 18, h - 20, 0.45)}`
}

export const drawTub: PackDrawer = (s, a) => {
  const flavour = a.color
  const body = 'M120 200 L360 200 L335 385 Q240 400 145 385Z'
  const clip = s.clip(`<path d="${body}"/>`)
  const scoop = `<circle cx="240" cy="290" r="52" fill="${s.radial(
    [
      [0, shade(flavour, 0.35)],
      [0.7, flavour],
      [1, shade(flavour, -0.25)],
    ],
    0.4,
    0.35,
    0.7,
  )}"/><path d="M188 300 q13 16 26 0 q13 16 26 0 q13 16 26 0 q13 16 26 0" fill="${flavour}" stroke="${shade(flavour, -0.2)}" stroke-width="2"/>`
  const lid = a.accent
  const style = brandFont(a.brand)
  return `${groundShadow(s, 240, 395, 130)}<path d="${body}" fill="${s.cylinder('#ffffff', 0.5)}"/><g clip-path="${clip}"><rect x="100" y="322" width="280" height="90" fill="${lid}"/>${scoop}</g><ellipse cx="240" cy="200" rx="128" ry="34" fill="${shade(lid, -0.15)}"/><ellipse cx="240" cy="190" rx="128" ry="34" fill="${lid}"/><ellipse cx="240" cy="188" rx="112" ry="26" fill="${shade(lid, 0.15)}"/>${fitText(a.brand, 240, 188, 190, { color: inkOn(shade(lid, 0.15)), maxSize: 34, font: style.font, italic: style.italic, weight: 800 })}${fitText(a.label, 240, 352, 170, { color: inkOn(lid), maxSize: 24, font: 'narrow', wrap: true })}`
}

export const drawCup: PackDrawer = (s, a) => {
  const body = 'M130 215 L350 215 L325 390 Q240 402 155 390Z'
  const clip = s.clip(`<path d="${body}"/>`)
  return `${groundShadow(s, 240, 398, 125)}<path d="${body}" fill="${s.cylinder(a.color, 0.8)}"/><g clip-path="${clip}">${waveBand(110, 370, 255, 330, 12, a.accent)}</g><ellipse cx="240" cy="215" rx="112" ry="30" fill="${s.linear(
    [
      [0, '#e8e8e8'],
      [0.5, '#ffffff'],
      [1, '#c9c9c9'],
    ],
    0,
    0,
    1,
    1,
  )}" stroke="#b0b0b0" stroke-width="2"/>${lettering(a, { cx: 240, y: 276, width: 180, on: a.accent, brandSize: 32, labelSize: 22, gap: 32 })}`
}

export const drawBlock: PackDrawer = (s, a, p) => {
  const fresh = luminance(a.color) > 0.8
  const block = cuboid(s, 120, 215, 220, 150, 70, a.color)
  const cubes = fresh
    ? [
        [318, 352],
        [382, 346],
        [352, 394],
      ]
        .map(([cx, cy]) => {
          const c = cuboid(s, cx! - 28, cy! - 26, 52, 44, 30, a.color)
          return c.faces
        })
        .join('')
    : ''
  // Pale blocks are fresh paneer: a few loose cubes in front show what is inside.
  const band = a.accent
  return `${groundShadow(s, 250, 372, 160)}${block.faces}<g clip-path="${block.clip}">${fresh ? speckles(230, 290, 110, 70, shade(a.color, -0.25), 2, 4, 0.5) : ''}<rect x="120" y="260" width="220" height="66" fill="${band}"/></g>${lettering(a, { cx: 230, y: 276, width: 190, on: band, brandSize: 30, labelSize: 20, gap: 30 })}${netQuantity(p, 230, 240, a.color, 15)}${cubes}`
}
