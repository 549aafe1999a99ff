import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { LRUCache } from 'lru-cache'
import { renderToStringAsync } from 'preact-render-to-string'
import { StrictMode } from 'react'
import { StaticRouter } from 'react-router'
import { matchClientRoute } from '#shared/client-routes.ts'
import type { InProcessFetch, PageRenderInput, RenderedPage } from '#shared/page-render.ts'
import { SERVER_RENDERED_PAGES } from '#shared/page-render.ts'
import { AppFrame } from './app/app.tsx'
import { scriptJson } from './app/page-state.ts'
import { createQueryClient } from './app/query-client.ts'
import { loadRouteData } from './app/route-prefetch.ts'
import { AppRoutes } from './app/router.tsx'
import { sessionQueryOptions } from './features/auth/api/get-session.ts'
import { cartQueryOptions } from './features/cart/api/get-cart.ts'
import { categoriesQueryOptions } from './features/catalog/api/get-categories.ts'
import { homeStripsQueryOptions } from './features/catalog/api/get-home-strips.ts'
import { deliveryLocationsQueryOptions } from './features/delivery/api/get-delivery-locations.ts'
import { earliestSlotQueryOptions } from './features/delivery/api/get-earliest-slot.ts'
import { favoriteIdsQueryOptions } from './features/favorites/api/get-favorite-ids.ts'
import { notificationsQueryOptions } from './features/notifications/api/notifications.ts'
import { buyAgainQueryOptions } from './features/orders/api/get-buy-again.ts'
import { storeInfoQueryOptions } from './features/store/api/get-store-info.ts'
import { setApiTransport } from './lib/api-client.ts'
import { activateLocaleForRender } from './lib/i18n.ts'
import { PageHeadContext, pageHead } from './lib/page-head.ts'

// The server's page renderer (ADR 043), built by `vite build --ssr` into dist/ssr/entry-server.js
// and loaded by the server at run time (server plugins/server-render.ts). It draws the real app
// for a URL with the page's first queries answered in process, and hands back the markup and
// those answers, which the browser's main.tsx puts back into its query cache before hydrating.

const requestFetch = new AsyncLocalStorage<InProcessFetch>()
setApiTransport((url, init) => {
  const fetch = requestFetch.getStore()
  if (!fetch) return Promise.reject(new Error('No request to answer in process'))
  return fetch(url, { method: init.method ?? 'GET' })
})

/** The shell's reads (header, delivery promise, cart badge) and the page's own first answers. */
async function loadPageData(queryClient: QueryClient, input: PageRenderInput, url: URL): Promise<void> {
  const match = matchClientRoute(url.pathname)
  if (!match) return
  const reads: Promise<unknown>[] = [
    queryClient.prefetchQuery(sessionQueryOptions()),
    queryClient.prefetchQuery(storeInfoQueryOptions()),
    queryClient.prefetchQuery(deliveryLocationsQueryOptions()),
    queryClient.prefetchQuery(earliestSlotQueryOptions()),
  ]
  if (input.signedIn) {
    reads.push(
      queryClient.prefetchQuery(cartQueryOptions()),
      queryClient.prefetchQuery(favoriteIdsQueryOptions()),
      queryClient.prefetchQuery(notificationsQueryOptions()),
    )
  }
  const route = { queryClient, params: match.params, search: url.searchParams }
  switch (match.name) {
    case 'home':
      reads.push(queryClient.prefetchQuery(homeStripsQueryOptions()))
      reads.push(queryClient.prefetchQuery(categoriesQueryOptions()))
      if (input.signedIn) reads.push(queryClient.prefetchQuery(buyAgainQueryOptions()))
      break
    case 'categories':
      reads.push(queryClient.prefetchQuery(categoriesQueryOptions()))
      break
    case 'search':
      reads.push(queryClient.prefetchQuery(categoriesQueryOptions()))
      reads.push(loadRouteData('search', route))
      break
    case 'category':
    case 'product':
      reads.push(loadRouteData(match.name, route))
      break
    default:
  }
  await Promise.all(reads)
}

const RENDER_LIMIT_MS = 10_000

/**
 * The page's markup, whole: Preact's renderer waits for every lazy part and `Suspense` boundary
 * before it answers, so nothing is sent as a fallback to swap in later (which would take an
 * inline script, which the Content-Security-Policy forbids).
 */
function renderToText(app: React.ReactNode): Promise<string> {
  let limit: ReturnType<typeof setTimeout> | undefined
  // A part that never resolves must not hold every later render (they take turns): after
  // RENDER_LIMIT_MS the page is drawn by the browser instead. (The render cannot be stopped; what
  // it draws later is dropped.)
  const tooLong = new Promise<never>((_, reject) => {
    limit = setTimeout(() => reject(new Error('server render took too long')), RENDER_LIMIT_MS)
  })
  return Promise.race([renderToStringAsync(app as never), tooLong]).finally(() => clearTimeout(limit))
}

// Lingui's active language is one per process: renders take turns (each is a few ms of CPU once
// its data is in), so a Hindi page and an English one never draw with each other's words.
let turn: Promise<unknown> = Promise.resolve()
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = turn.then(work)
  turn = result.catch(() => undefined)
  return result
}

/**
 * A visitor's page (no session: nothing personal in it) drawn from the same answers, in the same
 * language and minute, is the same page: kept and sent again instead of drawn again. The key names
 * every answer it was drawn from (a digest of them), so a changed price or slot is a new page at
 * once; the minute covers what the clock says ('Today, 7–9 PM'). Bounded to a few MB.
 */
const visitorPages = new LRUCache<string, RenderedPage>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (page) => page.html.length + page.state.length + page.head.length,
  ttl: 60_000,
})

function visitorPageKey(input: PageRenderInput, url: URL, queryClient: QueryClient): string {
  const answers = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => [query.queryHash, query.state.data])
  const digest = createHash('sha256').update(JSON.stringify(answers)).digest('base64url')
  return `${input.locale} ${Math.floor(Date.now() / 60_000)} ${url.pathname}${url.search} ${digest}`
}

export async function renderPage(input: PageRenderInput): Promise<RenderedPage | null> {
  const url = new URL(input.url, 'http://freshcart.invalid')
  const match = matchClientRoute(url.pathname)
  if (!match || !SERVER_RENDERED_PAGES.has(match.name)) return null
  const queryClient = createQueryClient()
  await requestFetch.run(input.fetch, () => loadPageData(queryClient, input, url))
  // A read that failed is left to the browser: drawn here as not yet loaded, as the browser will
  // draw it on hydrating (it gets only successful answers), never as an error it would not show.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' })
  const key = input.signedIn ? null : visitorPageKey(input, url, queryClient)
  const kept = key ? visitorPages.get(key) : undefined
  if (kept) return kept
  const page = await draw(input, url, queryClient)
  if (key) visitorPages.set(key, page)
  return page
}

async function draw(input: PageRenderInput, url: URL, queryClient: QueryClient): Promise<RenderedPage> {
  const state = scriptJson(dehydrate(queryClient))
  const rendered = await inTurn(async () => {
    await activateLocaleForRender(input.locale)
    const head = pageHead()
    const html = await renderToText(
      <StrictMode>
        <PageHeadContext.Provider value={head}>
          <AppFrame queryClient={queryClient}>
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <AppRoutes />
            </StaticRouter>
          </AppFrame>
        </PageHeadContext.Provider>
      </StrictMode>,
    )
    return { html, head: head.toHtml() }
  })
  queryClient.clear()
  return { html: rendered.html, head: rendered.head, state }
}
