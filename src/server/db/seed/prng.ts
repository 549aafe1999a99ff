// Seeded randomness: the demo catalogue must come out identical on every machine and every
// run, so tests and screenshots stay stable. Math.random is never used for seed data.

/** mulberry32: tiny, fast and good enough for picking demo figures. Returns floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a: turns a product's slug into its own seed, so adding a product never reshuffles others. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function randomFor(key: string): () => number {
  return createRandom(hashString(key))
}

export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}

/** URL-safe name for image files: "Haldiram's Aloo Bhujia" + "400 g" → "haldirams-aloo-bhujia-400-g". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
