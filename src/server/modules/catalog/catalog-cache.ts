import { LRUCache } from 'lru-cache'
import type { WireAnswer } from '#server/lib/encoded-answer.ts'
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

/**
 * lru-cache with a TTL, a size bound and one shared load per key (its `fetch`), plus the one
 * rule this store needs on top: `clear()` also forgets loads under way. A load that started
 * before the catalogue changed may have read the old rows, so its value is handed to its
 * waiters but not kept (`ignoreFetchAbort`: clear aborts the fetch, the value still reaches the
 * caller, and lru-cache stores it only while its slot still holds that fetch). ttlMs <= 0
 * turns caching off (tests, CATALOG_CACHE=false).
 */
export class TtlCache<V extends {}> {
  private readonly lru: LRUCache<string, V, () => Promise<V>> | null

  constructor(ttlMs: number, maxEntries: number, now: () => number = performance.now.bind(performance)) {
    this.lru =
      ttlMs > 0
        ? new LRUCache<string, V, () => Promise<V>>({
            max: maxEntries,
            ttl: ttlMs,
            // Expired entries are dropped when read (no timer per entry).
            ttlAutopurge: false,
            // Reads the clock on every check (no 1 ms cached "now"): an injected clock stays exact.
            ttlResolution: 0,
            perf: { now },
            ignoreFetchAbort: true,
            fetchMethod: (_key, _stale, { context }) => context(),
          })
        : null
  }

  get(key: string): V | undefined {
    return this.lru?.get(key)
  }

  set(key: string, value: V): void {
    this.lru?.set(key, value)
  }

  get size(): number {
    return this.lru?.size ?? 0
  }

  clear(): void {
    this.lru?.clear()
  }

  /**
   * The cached value, or the loader's. Concurrent misses for one key share one load: when an
   * entry expires under load, one query refills it instead of every waiting request running
   * its own (a fuzzy search over 100,000 products costs ~0.2 s of database time).
   */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.lru) return load()
    const value = await this.lru.fetch(key, { context: load })
    // fetchMethod never answers undefined (V excludes it), so this only satisfies the types.
    return value === undefined ? load() : value
  }
}

/** Totals of listings and sorted searches, keyed by what they count (not by sort or page: they do not change it). */
const TOTAL_TTL_MS = 30_000
/** Whole answers of listings and search, keyed by every parameter. */
export const PAGE_TTL_MS = 10_000
const MAX_TOTALS = 2_000
// A page of 24 cards is ~9 KB of JSON plus ~2 KB per compressed variant: 500 answers per cache
// bound each to a few MB.
const MAX_PAGES = 500

export type CatalogCaches = {
  enabled: boolean
  listingTotals: TtlCache<number>
  /**
   * The count a search sorted by price, rating or name shows, keyed by its words (not by sort
   * or page, which do not change it), as listingTotals is for listings.
   */
  searchTotals: TtlCache<{ total: number; totalExact: boolean }>
  searchPages: TtlCache<SearchPage>
  /**
   * Whole public answers as stored bytes with their compressed variants and ETag
   * (lib/encoded-answer.ts, ADR 027) and the header lists they are written with (ADR 036), keyed
   * by the request's URL: a repeat is looked up before its query string is even parsed.
   */
  answers: TtlCache<WireAnswer>
}

/** enabled=false (tests, CATALOG_CACHE=false) makes every read go to the database. */
export function createCatalogCaches(enabled: boolean): CatalogCaches {
  const ttl = (ms: number) => (enabled ? ms : 0)
  return {
    enabled,
    listingTotals: new TtlCache(ttl(TOTAL_TTL_MS), MAX_TOTALS),
    searchTotals: new TtlCache(ttl(TOTAL_TTL_MS), MAX_TOTALS),
    searchPages: new TtlCache(ttl(PAGE_TTL_MS), MAX_PAGES),
    answers: new TtlCache(ttl(PAGE_TTL_MS), MAX_PAGES),
  }
}

/** Forgets everything: the catalogue changed (catalog-freshness.ts). */
export function clearCatalogCaches(caches: CatalogCaches): void {
  caches.listingTotals.clear()
  caches.searchTotals.clear()
  caches.searchPages.clear()
  caches.answers.clear()
}
