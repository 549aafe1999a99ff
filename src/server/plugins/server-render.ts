import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseCookies } from 'cookie'
import type { FastifyInstance } from 'fastify'
import { requestLocale } from '#server/lib/i18n.ts'
import { INTL_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale } from '#shared/i18n/locales.ts'
import {
  type InProcessFetch,
  PAGE_STATE_ELEMENT_ID,
  type PageRenderer,
  type RenderedPage,
} from '#shared/page-render.ts'

// Server-rendered HTML for the shop's public pages (ADR 043, issue 12 item 7): the client's own
// renderer, built by `vite build --ssr` into dist/ssr/entry-server.js, is loaded from that file at
// run time (the server never imports client source). It draws the page with its first queries
// answered in process; the browser hydrates that markup. Without the file (tests from source, a
// build without it) pages are the browser-drawn HTML as before.

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?freshcart\.session_token=/

/** The language a page is drawn in: the device's choice (its cookie), else the browser's. */
export function pageLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const chosen = cookieHeader ? parseCookies(cookieHeader)[LANGUAGE_COOKIE] : undefined
  return isLocale(chosen) ? chosen : requestLocale(acceptLanguage)
}

type Request = { url: string; cookie: string | undefined; acceptLanguage: string | undefined }
export type ServerRender = (request: Request) => Promise<{ page: RenderedPage; locale: Locale } | null>

/**
 * The renderer of the build next to `clientDir` (dist/ssr beside dist/client), or null without one.
 * The file is loaded on the first page asked for, not at start (start-up time and idle memory).
 */
export function serverRenderer(app: FastifyInstance, clientDir: string): ServerRender | null {
  const file = join(clientDir, '..', 'ssr', 'entry-server.js')
  if (!existsSync(file)) return null
  let loaded: Promise<PageRenderer> | undefined
  return async ({ url, cookie, acceptLanguage }) => {
    // A path, not a file: URL: the server bundle turns import() into require() (ADR 052), which
    // takes paths only.
    loaded ??= import(file) as Promise<PageRenderer>
    const renderer = await loaded
    const locale = pageLocale(cookie, acceptLanguage)
    // The API asked in process, as the browser would: same cookie, same language.
    const fetch: InProcessFetch = async (path, init) => {
      const answer = await app.inject({
        method: init.method as 'GET',
        url: path,
        headers: {
          accept: 'application/json',
          'accept-language': INTL_LOCALE[locale],
          ...(cookie ? { cookie } : {}),
        },
      })
      const empty = answer.statusCode === 204 || answer.statusCode === 304
      return new Response(empty ? null : answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      })
    }
    const signedIn = SESSION_COOKIE.test(cookie ?? '')
    const page = await renderer.renderPage({ url, locale, signedIn, fetch })
    return page ? { page, locale } : null
  }
}

/**
 * The page's HTML (index.html with its preloads) with the drawn app, its queries and language.
 * Replacements are functions: a '$&' in a product's name is text, not a replacement pattern.
 */
export function withRenderedPage(html: string, { page, locale }: { page: RenderedPage; locale: Locale }) {
  let out = html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${INTL_LOCALE[locale]}" data-locale="${locale}"`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.state}</script>`,
    )
  // React's <title> (when the page names one) replaces index.html's; its preloads join the head.
  if (page.head.includes('<title>')) out = out.replace(/<title>[^<]*<\/title>/, '')
  return out.replace('</head>', () => `${page.head}</head>`)
}
