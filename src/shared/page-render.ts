import type { ClientRouteName } from './client-routes.ts'
import type { Locale } from './i18n/locales.ts'

// The contract between the server and the client's server-side renderer (ADR 043): the client
// builds src/client/entry-server.tsx into dist/ssr/entry-server.js (`vite build --ssr`) and the
// server loads that file at run time, so neither side imports the other's source.

/** The pages the server draws: the public shop pages and the cart (their data are few reads). */
export const SERVER_RENDERED_PAGES: ReadonlySet<ClientRouteName> = new Set([
  'home',
  'categories',
  'category',
  'product',
  'search',
  'privacy',
  'cart',
])

/** The element whose JSON (type="application/json": no script runs) carries the page's queries. */
export const PAGE_STATE_ELEMENT_ID = 'freshcart-state'

/** How the renderer asks the API: in process, with the request's cookie (server first-screen). */
export type InProcessFetch = (url: string, init: { method: string }) => Promise<Response>

export type PageRenderInput = {
  /** Path and query, as requested. */
  url: string
  locale: Locale
  signedIn: boolean
  fetch: InProcessFetch
}

export type RenderedPage = {
  /** The app's markup for inside <div id="root">. */
  html: string
  /** What the page puts in <head>: its <title>, preloads of its high-priority pictures. */
  head: string
  /** The page's queries, JSON escaped for a <script type="application/json"> element. */
  state: string
}

export type PageRenderer = { renderPage(input: PageRenderInput): Promise<RenderedPage | null> }
