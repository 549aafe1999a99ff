// Flexible packs: milk and dal pouches, snack bags and big flour or detergent sacks.
import { lettering, motif, netQuantity, type PackDrawer, roundels, waveBand } from './pack-kit.ts'
import { f, gloss, groundShadow, mix, shade } from './svg-kit.ts'

/** A crimped seal: a strip with fine vertical ridges. */
function seal(x1: number, x2: number, y: number, h: number, color: string): string {
  let ridges = ''
  for (let x = x1 + 6; x < x2 - 2; x += 7) ridges += `M${x} ${y + 2}v${h - 4}`
  return `<rect x="${x1}" y="${y}" width="${x2 - x1}" height="${h}" rx="3" fill="${shade(color, -0.12)}"/><path d="${ridges}" stroke="${shade(color, -0.3)}" stroke-width="1.5" opacity="0.6"/>`
}

export const drawPouch: PackDrawer = (s, a, p) => {
  const body = 'M118 118 C104 190 104 320 120 382 L360 382 C376 320 376 190 362 118Z'
  const clip = s.clip(`<path d="${body}"/>`)
  const band = mix(a.accent, '#ffffff', 0.1)
  return `${groundShadow(s, 240, 405, 150)}<path d="${body}" fill="${s.cylinder(a.color, 0.8)}"/><g clip-path="${clip}">${waveBand(90, 390, 190, 300, 22, band)}${waveBand(90, 390, 300, 312, 10, shade(a.color, -0.15))}${motif(p, a, 240, 345, 0.9)}</g>${lettering(a, { cx: 240, y: 215, width: 200, on: band, brandSize: 40, labelSize: 26 })}${netQuantity(p, 240, 160, a.color, 18)}${seal(112, 368, 100, 22, a.color)}${seal(114, 366, 378, 20, a.color)}${gloss(s, 140, 130, 26, 240, 0.4)}`
}

export const drawChips: PackDrawer = (s, a, p) => {
  let top = 'M112 112'
  for (let x = 112; x < 368; x += 16) top += `L${x + 8} 100L${x + 16} 112`
  let bottom = 'L366 392'
  for (let x = 366; x > 114; x -= 16) bottom += `L${x - 8} 404L${x - 16} 392`
  const body = `${top} C392 200 392 300 366 392 ${bottom} C88 300 88 200 112 112Z`
  const clip = s.clip(`<path d="${body}"/>`)
  const burst = a.accent
  const biscuits = /biscuit|cookie|cream|creme|gluco/i.test(p.name)
  const goods = biscuits
    ? roundels(240, 338, 30, p.name.match(/bourbon|oreo/i) ? '#4e2a1e' : '#d9a441')
    : `<ellipse cx="240" cy="350" rx="85" ry="26" fill="#ffffff"/><path d="M165 345 Q240 275 315 345Z" fill="#e2a33a"/><g fill="#b86f14">${[180, 205, 230, 255, 280, 300].map((x, i) => `<circle cx="${x}" cy="${330 - (i % 3) * 8}" r="3"/>`).join('')}</g>`
  return `${groundShadow(s, 240, 410, 160)}<path d="${body}" fill="${s.cylinder(a.color, 0.9)}"/><g clip-path="${clip}"><path d="M60 150 L420 250 L420 290 L60 190Z" fill="#ffffff" opacity="0.12"/><ellipse cx="240" cy="200" rx="130" ry="62" fill="${burst}"/><ellipse cx="240" cy="200" rx="120" ry="54" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.8"/>${goods}</g>${lettering(a, { cx: 240, y: 183, width: 200, on: burst, brandSize: 42, labelSize: 24, gap: 40 })}${netQuantity(p, 240, 282, a.color, 16)}${gloss(s, 128, 130, 24, 230, 0.35)}`
}

export const drawSack: PackDrawer = (s, a, p) => {
  const body = 'M130 120 L350 120 C362 200 372 320 366 400 L114 400 C108 320 118 200 130 120Z'
  const clip = s.clip(`<path d="${body}"/>`)
  const panel = a.accent
  return `${groundShadow(s, 240, 408, 160)}<path d="${body}" fill="${s.cylinder(a.color, 0.7)}"/><g clip-path="${clip}"><rect x="100" y="235" width="300" height="175" fill="${shade(a.color, -0.12)}"/><ellipse cx="240" cy="235" rx="112" ry="72" fill="${panel}" stroke="#ffffff" stroke-width="4"/>${motif(p, a, 240, 330, 1)}</g><path d="M126 86 L354 86 L350 122 L130 122Z" fill="${shade(a.color, -0.2)}"/><rect x="205" y="96" width="70" height="14" rx="7" fill="${mix(a.color, '#000000', 0.45)}"/>${lettering(a, { cx: 240, y: 218, width: 190, on: panel, brandSize: 40, labelSize: 24, gap: 40 })}${netQuantity(p, 240, 388, shade(a.color, -0.12), 18)}${gloss(s, 142, 135, 22, 250, 0.3)}<path d="M${f(130)} 122 L114 400" stroke="${shade(a.color, -0.35)}" stroke-width="3" opacity="0.5"/>`
}
