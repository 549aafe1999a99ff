import type { ProduceShape } from '#server/db/seed/demo-types.ts'
import * as fruits from './produce-fruits.ts'
import * as greens from './produce-greens.ts'
import * as veg from './produce-veg.ts'
import type { Scene } from './svg-kit.ts'

type Drawing = { draw: (s: Scene) => string; tint: string }

/** Each produce shape: how to draw it and the colour that tints its backdrop. */
export const PRODUCE: Record<ProduceShape, Drawing> = {
  apple: { draw: fruits.drawApple, tint: '#e53935' },
  banana: { draw: fruits.drawBanana, tint: '#fdd835' },
  beetroot: { draw: veg.drawBeetroot, tint: '#ad1457' },
  brinjal: { draw: veg.drawBrinjal, tint: '#7e57c2' },
  cabbage: { draw: greens.drawCabbage, tint: '#8bc34a' },
  capsicum: { draw: veg.drawCapsicum, tint: '#43a047' },
  carrot: { draw: veg.drawCarrot, tint: '#fb8c00' },
  cauliflower: { draw: greens.drawCauliflower, tint: '#9ccc65' },
  chilli: { draw: veg.drawChilli, tint: '#43a047' },
  coconut: { draw: fruits.drawCoconut, tint: '#8d6e63' },
  coriander: { draw: greens.drawCoriander, tint: '#66bb6a' },
  corn: { draw: veg.drawCorn, tint: '#fbc02d' },
  cucumber: { draw: veg.drawCucumber, tint: '#7cb342' },
  garlic: { draw: veg.drawGarlic, tint: '#b39ddb' },
  ginger: { draw: veg.drawGinger, tint: '#d7a85f' },
  grapes: { draw: fruits.drawGrapes, tint: '#8bc34a' },
  guava: { draw: fruits.drawGuava, tint: '#9ccc65' },
  kiwi: { draw: fruits.drawKiwi, tint: '#8d6e63' },
  lemon: { draw: fruits.drawLemon, tint: '#fdd835' },
  mango: { draw: fruits.drawMango, tint: '#fb8c00' },
  marigold: { draw: greens.drawMarigold, tint: '#ff9800' },
  okra: { draw: veg.drawOkra, tint: '#7cb342' },
  onion: { draw: veg.drawOnion, tint: '#ad1457' },
  orange: { draw: fruits.drawOrange, tint: '#fb8c00' },
  papaya: { draw: fruits.drawPapaya, tint: '#ff9800' },
  peas: { draw: veg.drawPeas, tint: '#7cb342' },
  pineapple: { draw: fruits.drawPineapple, tint: '#ffb300' },
  pomegranate: { draw: fruits.drawPomegranate, tint: '#c62828' },
  potato: { draw: veg.drawPotato, tint: '#bc8f4f' },
  rose: { draw: greens.drawRose, tint: '#e91e63' },
  spinach: { draw: greens.drawSpinach, tint: '#43a047' },
  tomato: { draw: veg.drawTomato, tint: '#e53935' },
  watermelon: { draw: fruits.drawWatermelon, tint: '#4caf50' },
}
