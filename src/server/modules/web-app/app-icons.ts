import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadSharp } from '#server/lib/sharp.ts'
import { PROJECT_ROOT } from '#server/paths.ts'
import { APP_ICONS, type AppIcon, THEME_COLORS } from '#shared/web-app.ts'

// The installed app's icons are drawn from the store's logo (public/favicon.svg, the header's
// mark) with sharp, so a store that changes its logo gets matching icons without a design tool.
// Each size is drawn on its first request and then kept: a dozen PNGs of a few KB.

/** The logo file: the built app's copy, else the source (API tests run without a build). */
export function logoFile(clientDir: string): string {
  const built = join(clientDir, 'favicon.svg')
  return existsSync(built) ? built : join(PROJECT_ROOT, 'public', 'favicon.svg')
}

/**
 * The share of a maskable icon the logo takes: Android may crop to a circle of 80% of the side,
 * and the logo's own rounded square must fit in it (√2 × 0.56 ≈ 0.79).
 */
const MASKABLE_LOGO_SHARE = 0.56

export async function drawIcon(logoSvg: Buffer, icon: AppIcon): Promise<Buffer> {
  const sharp = await loadSharp()
  const { size } = icon
  if (icon.purpose === 'any') {
    // The logo as it is, rounded corners on transparency, rasterised at the target size.
    return sharp(logoSvg, { density: Math.ceil((72 * size) / 64) })
      .resize(size, size)
      .png()
      .toBuffer()
  }
  const inner = Math.round(size * MASKABLE_LOGO_SHARE)
  const logo = await sharp(logoSvg, { density: Math.ceil((72 * inner) / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer()
  // Full bleed in the logo's own green, so any crop the launcher makes shows no edge.
  return sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLORS.light } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer()
}

/** `file` → its PNG, drawn once; null for a name the manifest does not list. */
export function iconDrawer(clientDir: string) {
  const drawn = new Map<string, Promise<Buffer>>()
  return (file: string): Promise<Buffer> | null => {
    const icon = APP_ICONS.find((i) => i.file === file)
    if (!icon) return null
    let png = drawn.get(file)
    if (!png) {
      png = readFile(logoFile(clientDir)).then((svg) => drawIcon(svg, icon))
      // A failed drawing is tried again next time rather than kept.
      png.catch(() => drawn.delete(file))
      drawn.set(file, png)
    }
    return png
  }
}
