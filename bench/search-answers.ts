// npx tsx bench/search-answers.ts <url of server A> <url of server B> [--only <regexp>] [--calls 7]
//   [--listings]
// Two running servers on the same database (two builds, say a change and main): the same search
// and suggestion URLs are asked of each, and every answer whose bytes differ is named. Each URL
// is asked up to --calls times of each (7 by default), so that the answers of PostgreSQL's
// reused plans are compared too (it keeps a statement's plan from its sixth call, ADR 078), and
// the first difference counts. Run both with CATALOG_CACHE=false, or the second call is a cached
// copy of the first. 40 queries (common and rare words, several words, typos, Hinglish,
// Devanagari, sizes, no match) × 5 sorts × the first, last and second page and two filters,
// plus exact and suggestions: 1,080 URLs. With --listings, the growth bench's listing URLs
// instead (every category's first, last and deep pages, every sort, filter and filter × sort,
// cursors taken from server A). Loopback only; prints the differing URLs and a count.
import { parseArgs } from 'node:util'
import { DESCRIBED_SEARCHES, groupsFor, SEARCHES } from './growth.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    only: { type: 'string' },
    calls: { type: 'string', default: '7' },
    listings: { type: 'boolean', default: false },
  },
})
const [a, b] = positionals
if (!a || !b) {
  console.error('usage: npx tsx bench/search-answers.ts <url A> <url B> [--only <regexp>] [--calls 7]')
  process.exit(2)
}

// The growth bench's searches, then several words, sizes, Devanagari, no match.
const QUERIES = [
  ...SEARCHES,
  ...DESCRIBED_SEARCHES,
  'दूध',
  'toned milk',
  'cold drink',
  'full cream milk',
  'parle g',
  'maggi',
  'tea',
  'green',
  'rice 5kg',
  'atta 10 kg',
  'xyzzy',
  'chocolate biscuit',
  'namkeen',
  'vegetables',
  'fruits',
  'soap dettol',
  'oil',
  'sunflower oil 1 litre',
  'dal',
  'moong dal',
]
const SORTS = ['relevance', 'price-low', 'price-high', 'rating', 'name']

const searchUrls: string[] = []
for (const q of QUERIES) {
  const e = encodeURIComponent(q)
  for (const sort of SORTS) {
    const base = `/api/search?q=${e}&sort=${sort}`
    searchUrls.push(base, `${base}&last=true`, `${base}&page=2`)
    searchUrls.push(`${base}&minPrice=5000&maxPrice=50000`, `${base}&minRating=4&inStock=true`)
  }
  searchUrls.push(`/api/search?q=${e}&exact=true`, `/api/search/suggest?q=${e}`)
}
const LISTING_GROUPS = ['first page', 'last page', 'deep page', 'sorts', 'filters', 'filter × sort']
const urls = values.listings
  ? Object.entries(await groupsFor(a))
      .filter(([group]) => LISTING_GROUPS.includes(group))
      .flatMap(([, list]) => list)
  : searchUrls
const only = values.only ? new RegExp(values.only) : null
const asked = urls.filter((u) => !only || only.test(u))
const calls = Number(values.calls)

let different = 0
for (const url of asked) {
  for (let i = 0; i < calls; i++) {
    const ta = await (await fetch(a + url)).text()
    const tb = await (await fetch(b + url)).text()
    if (ta !== tb) {
      different++
      console.log(`different (call ${i + 1}): ${url}`)
      break
    }
  }
}
console.log(
  `${asked.length} URLs, each asked up to ${calls} times of each server: ${different} answered differently`,
)
