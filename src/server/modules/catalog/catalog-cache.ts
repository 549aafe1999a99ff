import type { EncodedAnswer } from '#server/lib/encoded-answer.ts'
import type { SearchPage } from '#shared/schemas/catalog.ts'

// A small in-process cache for public catalogue reads that are expensive and change slowly.
//
// Why: a category page is the same for every visitor, and its exact total costs more than
// the page itself (counting 12,000 products of a category takes ~2 ms where its first page
// takes 0.1 ms); a search word shared by thousands of products must rank all of them
// (~10–30 ms at 100,000 products). Shoppers ask the same few questions over and over, so
// answering repeats from memory for a few seconds keeps the database free for the rest.
// Every instance forgets all of it within a second of any change a catalogue page shows
// (catalog-freshness.ts: the database counts such changes in catalog_changes, ADR 027); the TTL
// only bounds memory and what a lost database connection leaves behind. Product detail, the
// home strips and categories are not cached: they are single index reads.

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

  /**
   * Forgets every entry, and every load already under way: a load that started before the
   * catalogue changed may have read the old rows, so its value is handed to its waiters but
   * not kept.
   */
  clear(): void {
    this.entries.clear()
    this.loading.clear()
    this.generation++
  }

  private readonly loading = new Map<string, Promise<V>>()
  private generation = 0

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
      const generation = this.generation
      const loading: Promise<V> = load()
        .then((value) => {
          if (generation === this.generation) this.set(key, value)
          return value
        })
        .finally(() => {
          if (this.loading.get(key) === loading) this.loading.delete(key)
        })
      pending = loading
      this.loading.set(key, pending)
    }
    return pending
  }
}

/** Totals of product listings, keyed by scope and filters (not by sort or page: they do not change it). */
const LISTING_TOTAL_TTL_MS = 30_000
/** Whole answers of listings and search, keyed by every parameter. */
export const PAGE_TTL_MS = 10_000
const MAX_TOTALS = 2_000
// A page of 24 cards is ~9 KB of JSON plus ~2 KB per compressed variant: 500 answers per cache
// bound each to a few MB.
const MAX_PAGES = 500

export type CatalogCaches = {
  enabled: boolean
  listingTotals: TtlCache<number>
  searchPages: TtlCache<SearchPage>
  /**
   * Whole public answers as stored bytes with their compressed variants and ETag
   * (lib/encoded-answer.ts, ADR 027), keyed by the request's URL: a repeat is looked up before
   * its query string is even parsed.
   */
  answers: TtlCache<EncodedAnswer>
}

/** enabled=false (tests, CATALOG_CACHE=false) makes every read go to the database. */
export function createCatalogCaches(enabled: boolean): CatalogCaches {
  const ttl = (ms: number) => (enabled ? ms : 0)
  return {
    enabled,
    listingTotals: new TtlCache(ttl(LISTING_TOTAL_TTL_MS), MAX_TOTALS),
    searchPages: new TtlCache(ttl(PAGE_TTL_MS), MAX_PAGES),
    answers: new TtlCache(ttl(PAGE_TTL_MS), MAX_PAGES),
  }
}

/** Forgets everything: the catalogue changed (catalog-freshness.ts). */
export function clearCatalogCaches(caches: CatalogCaches): void {
  caches.listingTotals.clear()
  caches.searchPages.clear()
  caches.answers.clear()
}
