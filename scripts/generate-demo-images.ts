// Draws the demo store's pictures: one SVG illustration per product and category, rasterised
// with sharp to WebP under public/images (Vite copies public/ into dist/client). Made in the
// project with no network, so a fresh clone and an offline machine show the same store.
//
//   npx tsx scripts/generate-demo-images.ts            every picture
//   npx tsx scripts/generate-demo-images.ts --only a,b  products whose slug or art kind is listed
//   npx tsx scripts/generate-demo-images.ts --sheet x.png  also a contact sheet for review
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { DEMO_CATALOGUE } from '../src/server/db/seed/demo-catalogue.ts'
import { PROJECT_ROOT } from '../src/server/paths.ts'
import { drawCategory } from './demo-art/draw-category.ts'
import { drawProduct } from './demo-art/draw-product.ts'

const PRODUCT_SIZE = 480
const CATEGORY_SIZE = 320
// ~78 keeps gradients smooth while the whole set stays a few megabytes in git.
const QUALITY = 78

const { values } = parseArgs({
  options: { only: { type: 'string' }, sheet: { type: 'string' } },
})
const only = values.only?.split(',').map((v) => v.trim())

const productsDir = join(PROJECT_ROOT, 'public/images/products')
const categoriesDir = join(PROJECT_ROOT, 'public/images/categories')
mkdirSync(productsDir, { recursive: true })
mkdirSync(categoriesDir, { recursive: true })

async function writeWebp(svg: string, size: number, file: string): Promise<Buffer> {
  const png = await sharp(Buffer.from(svg), { density: 72 * (size / 480) * 2 })
    .resize(size, size)
    .png()
    .toBuffer()
  await sharp(png).webp({ quality: QUALITY, effort: 6 }).toFile(file)
  return png
}

const started = performance.now()
const sheet: Buffer[] = []
const wanted = new Set<string>()
for (const { category, products } of DEMO_CATALOGUE) {
  for (const product of products) {
    if (only && !only.includes(product.slug) && !only.includes(product.art.kind)) continue
    wanted.add(`${product.slug}.webp`)
    const png = await writeWebp(drawProduct(product), PRODUCT_SIZE, join(productsDir, `${product.slug}.webp`))
    if (values.sheet) sheet.push(await sharp(png).resize(200, 200).toBuffer())
  }
  if (!only) {
    await writeWebp(drawCategory(category.slug), CATEGORY_SIZE, join(categoriesDir, `${category.slug}.webp`))
  }
}

if (!only) {
  // A renamed product must not leave its old picture behind in git.
  for (const file of readdirSync(productsDir)) if (!wanted.has(file)) rmSync(join(productsDir, file))
}

if (values.sheet && sheet.length > 0) {
  const columns = 8
  await sharp({
    create: {
      width: columns * 200,
      height: Math.ceil(sheet.length / columns) * 200,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(
      sheet.map((input, i) => ({ input, left: (i % columns) * 200, top: Math.floor(i / columns) * 200 })),
    )
    .png()
    .toFile(values.sheet)
}

const total = (dir: string) => readdirSync(dir).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
console.log(
  `${wanted.size} product pictures (${kb(total(productsDir))}), categories ${kb(total(categoriesDir))}, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
