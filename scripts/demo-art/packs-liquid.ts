// Things that pour or squeeze: bottles, soft-drink bottles, pump and spray bottles, cans, tubes.
import { lettering, motif, netQuantity, type PackDrawer } from './pack-kit.ts'
import { fitText, gloss, groundShadow, inkOn, luminance, shade } from './svg-kit.ts'

export const drawBottle: PackDrawer = (s, a, p) => {
  const small = /ml/.test(p.unit) && Number.parseInt(p.unit, 10) < 300
  const [w, top, shoulder] = small ? [150, 150, 40] : [165, 100, 70]
  const x = 240 - w / 2
  const neck = 30
  const bottom = 398
  const body = `M${240 - neck / 2} ${top} L${240 + neck / 2} ${top} L${240 + neck / 2} ${top + 24} C${x + w} ${top + 24 + shoulder * 0.4} ${x + w} ${top + 24 + shoulder * 0.6} ${x + w} ${top + 24 + shoulder} L${x + w} ${bottom - 18} Q${x + w} ${bottom} ${x + w - 18} ${bottom} L${x + 18} ${bottom} Q${x} ${bottom} ${x} ${bottom - 18} L${x} ${top + 24 + shoulder} C${x} ${top + 24 + shoulder * 0.6} ${x} ${top + 24 + shoulder * 0.4} ${240 - neck / 2} ${top + 24}Z`
  const clip = s.clip(`<path d="${body}"/>`)
  const labelFill = a.accent
  const labelTop = top + 34 + shoulder
  const labelBottom = bottom - 26
  const labelH = labelBottom - labelTop
  const clear = luminance(a.color) > 0.55
  const cap = a.accent === '#ffffff' ? '#d0d0d0' : shade(a.accent, -0.1)
  return `${groundShadow(s, 240, 400, w * 0.65)}<path d="${body}" fill="${s.cylinder(a.color, clear ? 0.5 : 1)}" ${clear ? 'fill-opacity="0.85"' : ''}/><g clip-path="${clip}"><rect x="${x}" y="${labelTop}" width="${w}" height="${labelH}" fill="${labelFill}"/><rect x="${x}" y="${labelTop}" width="${w}" height="5" fill="${shade(labelFill, -0.2)}"/></g><rect x="${240 - neck / 2 - 4}" y="${top - 30}" width="${neck + 8}" height="30" rx="5" fill="${s.cylinder(cap, 1)}"/>${lettering(a, { cx: 240, y: labelTop + labelH * 0.3, width: w - 24, on: labelFill, brandSize: 30, labelSize: 20, gap: labelH * 0.32 })}${netQuantity(p, 240, labelBottom - 14, labelFill, 13)}${gloss(s, x + 12, top + 50, 14, bottom - top - 70, 0.5)}`
}

export const drawSoda: PackDrawer = (s, a, p) => {
  const liquid = /sprite/i.test(a.brand) ? '#b9e6a5' : '#3b1d12'
  const body =
    'M226 95 L254 95 L254 120 C300 150 300 175 300 205 C300 230 290 240 290 255 C290 270 302 280 302 300 L302 380 Q302 398 284 398 L196 398 Q178 398 178 380 L178 300 C178 280 190 270 190 255 C190 240 180 230 180 205 C180 175 180 150 226 120Z'
  const clip = s.clip(`<path d="${body}"/>`)
  return `${groundShadow(s, 240, 401, 85)}<path d="${body}" fill="${s.cylinder(liquid, 0.7)}" fill-opacity="0.92"/><g clip-path="${clip}"><rect x="170" y="150" width="140" height="40" fill="#ffffff" opacity="0.18"/><rect x="170" y="262" width="140" height="92" fill="${s.cylinder(a.color, 0.8)}"/><path d="M170 322 q35 -14 70 0 t70 0" stroke="${a.accent}" stroke-width="4" fill="none"/></g><rect x="222" y="72" width="36" height="26" rx="5" fill="${s.cylinder(/sprite/i.test(a.brand) ? '#1b8a3a' : a.color, 1)}"/>${fitText(a.brand, 240, 292, 116, { color: contrastOn(a.color, a.accent), maxSize: 30, font: 'serif', italic: true, weight: 800 })}${netQuantity(p, 240, 340, a.color, 12)}${gloss(s, 192, 130, 12, 250, 0.55)}`
}

export const drawPump: PackDrawer = (s, a, p) => {
  const [x, w, top] = [165, 150, 170]
  return `${groundShadow(s, 240, 400, 100)}<rect x="${x}" y="${top}" width="${w}" height="${398 - top}" rx="34" fill="${s.cylinder(a.color, 0.9)}"/><rect x="224" y="112" width="32" height="60" fill="${s.cylinder('#eeeeee', 1)}"/><path d="M214 112 L300 112 Q314 112 314 124 L314 132 L232 132 L232 112Z" fill="${s.cylinder('#f5f5f5', 1)}"/><rect x="212" y="152" width="56" height="22" rx="6" fill="${s.cylinder(shade(a.color, -0.2), 1)}"/><rect x="${x}" y="${top + 70}" width="${w}" height="130" fill="${a.accent}"/>${lettering(a, { cx: 240, y: top + 104, width: w - 24, on: a.accent, brandSize: 30, labelSize: 20, gap: 36 })}${netQuantity(p, 240, 385, a.color, 13)}${motif(p, a, 240, top + 40, 0.5)}${gloss(s, x + 14, top + 20, 14, 398 - top - 40, 0.45)}`
}

export const drawSpray: PackDrawer = (s, a, p) => {
  const [x, w, top] = [170, 140, 175]
  return `${groundShadow(s, 240, 400, 95)}<rect x="${x}" y="${top}" width="${w}" height="${398 - top}" rx="26" fill="${s.cylinder(a.color, 0.8)}" fill-opacity="0.95"/><path d="M200 175 L200 130 L170 122 L150 130 L150 150 L180 150 L210 120 L286 120 L286 175Z" fill="${s.cylinder(a.accent === '#ffffff' ? '#e0e0e0' : a.accent, 1)}"/><path d="M212 175 L212 200 Q240 220 270 200 L270 175Z" fill="${shade(a.accent, -0.2)}" opacity="0.6"/><rect x="${x}" y="${top + 80}" width="${w}" height="120" fill="${a.accent}"/>${lettering(a, { cx: 240, y: top + 112, width: w - 20, on: a.accent, brandSize: 30, labelSize: 20, gap: 34 })}${netQuantity(p, 240, 380, a.color, 13)}${gloss(s, x + 12, top + 20, 12, 398 - top - 40, 0.45)}`
}

export const drawCan: PackDrawer = (s, a, p) => {
  const [x, w, top] = [180, 120, 130]
  const metal = s.cylinder('#c9ced6', 1)
  return `${groundShadow(s, 240, 400, 80)}<rect x="${x}" y="${top}" width="${w}" height="${392 - top}" rx="10" fill="${s.cylinder(a.color, 1)}"/><ellipse cx="240" cy="${top}" rx="${w / 2}" ry="12" fill="${metal}"/><ellipse cx="240" cy="${top}" rx="${w / 2 - 8}" ry="8" fill="#aeb4bd"/><path d="M${x} 385 Q240 405 ${x + w} 385 L${x + w} 392 Q240 410 ${x} 392Z" fill="${metal}"/><rect x="${x}" y="220" width="${w}" height="60" fill="${a.accent}" opacity="0.9"/>${fitText(a.brand, 240, 250, w - 16, { color: inkOn(a.accent), maxSize: 28, font: 'serif', italic: true, weight: 800 })}${fitText(a.label, 240, 310, w - 20, { color: inkOn(a.color), maxSize: 18, font: 'narrow' })}${netQuantity(p, 240, 360, a.color, 12)}${gloss(s, x + 14, top + 20, 12, 230, 0.5)}`
}

export const drawTube: PackDrawer = (s, a, p) => {
  const body = 'M95 250 L110 195 L330 205 Q350 207 350 227 L350 273 Q350 293 330 295 L110 305Z'
  const clip = s.clip(`<path d="${body}"/>`)
  return `${groundShadow(s, 240, 345, 185, 20)}<g transform="translate(240 250) scale(1.15) translate(-240 -250) rotate(-8 240 250)"><path d="${body}" fill="${s.linear(
    [
      [0, shade(a.color, 0.2)],
      [0.35, shade(a.color, 0.35)],
      [0.6, a.color],
      [1, shade(a.color, -0.3)],
    ],
    0,
    0,
    0,
    1,
  )}"/><g clip-path="${clip}"><rect x="90" y="190" width="22" height="120" fill="${shade(a.color, -0.15)}"/><rect x="160" y="262" width="190" height="12" fill="${a.accent}" opacity="0.85"/></g><rect x="350" y="222" width="44" height="56" rx="8" fill="${s.linear(
    [
      [0, shade(a.accent === '#ffffff' ? '#e8e8e8' : a.accent, 0.3)],
      [1, shade(a.accent === '#ffffff' ? '#bdbdbd' : a.accent, -0.2)],
    ],
    0,
    0,
    0,
    1,
  )}"/>${fitText(a.brand, 232, 226, 190, { color: contrastOn(a.color, a.accent), maxSize: 36, font: 'sans', italic: true, weight: 800 })}${fitText(a.label, 232, 290, 170, { color: inkOn(a.color), maxSize: 17, font: 'narrow' })}${gloss(s, 120, 212, 220, 10, 0.5)}</g>${netQuantity(p, 240, 372, '#ffffff', 14)}`
}

function contrastOn(background: string, preferred: string): string {
  return Math.abs(luminance(background) - luminance(preferred)) > 0.3 ? preferred : inkOn(background)
}
