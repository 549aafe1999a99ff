import type { ProductPage } from '#shared/schemas/catalog.ts'

// A small in-process cache for public catalogue reads that are expensive and change slowly.
//
// Why: a category page is the same for every visitor, and its exact total costs more than
// the page itself (counting 12,000 products of a category takes ~2 ms where its first page
// takes 0.1 ms); a search word shared by thousands of products must rank all of them
// (~10–30 ms at 100,000 products). Shoppers ask the same few questions over and over, so
// answering repeats from memory for a few seconds keeps the database free for the rest.
// The price is staleness bounded by the TTL: a page may still show a product that just sold
// out or was hidden (cart and checkout check stock and availability on the server anyway),
// and a total may lag by that long. Product detail, the home strips and categories are not
// cached: they are single index reads. Each instance keeps its own cache, so there is nothing
// to invalidate across instances.

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    // Re-insert so the Map's insertion order is least-recently-used first.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return
    this.entries.delete(key)
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs })
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }

  get size(): number {
    return this.entries.size
  }

  private readonly loading = new Map<string, Promise<V>>()

  /**
   * The cached value, or the loader's. Concurrent misses for one key share one load: when an
   * entry expires under load, one query refills it instead of every waiting request running
   * its own (a fuzzy search over 100,000 products costs ~0.2 s of database time).
   */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key)
    if (cached !== undefined) return cached
    if (this.ttlMs <= 0) return load()
    let pending = this.loading.get(key)
    if (!pending) {
      pending = load()
        .then((value) => {
          this.set(key, value)
          return value
        })
        .finally(() => this.loading.delete(key))
      this.loading.set(key, pending)
    }
    return pending
  }
}

/** Totals of product listings, keyed by scope and filters (not by sort or page: they do not change it). */
export const LISTING_TOTAL_TTL_MS = 30_000
/** Whole pages of listings and search results, keyed by every parameter. */
export const PAGE_TTL_MS = 10_000
const MAX_TOTALS = 2_000
// A page of 24 cards is ~9 KB: 500 pages per cache bound each to a few MB.
const MAX_PAGES = 500

export type CatalogCaches = {
  listingTotals: TtlCache<number>
  listingPages: TtlCache<ProductPage>
  searchPages: TtlCache<ProductPage>
}

/** enabled=false (tests) makes every read go to the database, so a test sees what it just wrote. */
export function createCatalogCaches(enabled: boolean): CatalogCaches {
  const ttl = (ms: number) => (enabled ? ms : 0)
  return {
    listingTotals: new TtlCache(ttl(LISTING_TOTAL_TTL_MS), MAX_TOTALS),
    listingPages: new TtlCache(ttl(PAGE_TTL_MS), MAX_PAGES),
    searchPages: new TtlCache(ttl(PAGE_TTL_MS), MAX_PAGES),
  }
}
