import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { Writable } from 'node:stream'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { LRUCache } from 'lru-cache'
import { StrictMode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
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

/** React's stream, whole: every lazy page and boundary is resolved before the first byte. */
function renderToText(app: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString()
        done()
      },
      final(done) {
        clearTimeout(limit)
        resolve(html)
        done()
      },
    })
    // A part that never resolves must not hold every later render (they take turns): after
    // RENDER_LIMIT_MS React gives up, and the page is drawn by the browser instead.
    const limit = setTimeout(() => {
      stream.abort()
      reject(new Error('server render took too long'))
    }, RENDER_LIMIT_MS)
    const stream = renderToPipeableStream(app, {
      // Every boundary inline, however large: React would otherwise send a big one after its
      // fallback with an inline script to swap it in, which the Content-Security-Policy forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(limit)
        reject(error)
      },
      // A part that fails here is drawn by the browser instead (React marks its boundary).
      onError: (error) => console.warn('Server render of a page part failed', error),
    })
  })
}

/**
 * React 19 writes what belongs in <head> (the page's <title>, a preload of each high-priority
 * picture) at the start of a fragment's markup; the server moves it into <head>.
 */
const LEADING_HEAD = /^(?:<title>[^<]*<\/title>|<(?:link|meta)\b[^>]*>)*/

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
    return renderToText(
      <StrictMode>
        <AppFrame queryClient={queryClient}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </StrictMode>,
    )
  })
  queryClient.clear()
  const head = LEADING_HEAD.exec(rendered)?.[0] ?? ''
  return { html: rendered.slice(head.length), head, state }
}
