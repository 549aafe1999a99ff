import type { FastifyInstance } from 'fastify'
import { type ClientRouteMatch, matchClientRoute } from '#shared/client-routes.ts'
import { pageData, SHELL_DATA, SIGNED_IN_SHELL_DATA } from '#shared/page-data.ts'

// What a page's first screen waits for besides its code (issue 12 item 7): its API answers and
// the picture that is its largest paint. A client-drawn page would ask for them only after its
// code has downloaded and run; named in the HTML they download beside the code. The page's
// chunks themselves are page-preloads.ts's.

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?freshcart\.session_token=/

type ImageSource = { imageUrl?: string | null }
type FirstAnswer = ImageSource & { featured?: ImageSource[]; items?: ImageSource[] }

/** The picture the first screen paints largest: the first product shown (or the product's own). */
function largestPicture(name: ClientRouteMatch['name'], answer: FirstAnswer): string | null {
  if (name === 'home') return answer.featured?.[0]?.imageUrl ?? null
  if (name === 'product') return answer.imageUrl ?? null
  return answer.items?.[0]?.imageUrl ?? null
}

/** A picture of this store (not another site's): only those are worth a high-priority preload. */
const isOwnPicture = (url: string) => url.startsWith('/') && !url.startsWith('//')

const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/**
 * The <link> tags for a page's first-screen data and largest picture. The picture comes from the
 * page's first catalogue answer, read through the app itself (the catalogue cache answers it).
 */
export async function firstScreenLinks(
  app: FastifyInstance,
  url: string,
  cookieHeader: string | undefined,
): Promise<string> {
  const [path = '', query = ''] = url.split('?', 2)
  const match = matchClientRoute(path)
  if (!match || match.name === 'admin') return ''
  const signedIn = SESSION_COOKIE.test(cookieHeader ?? '')
  const data = pageData(match, new URLSearchParams(query), signedIn)
  const fetches = [...(signedIn ? SIGNED_IN_SHELL_DATA : []), ...data, ...SHELL_DATA]
  let picture: string | null = null
  const first = match.name === 'category' || match.name === 'search' ? data[1] : data[0]
  if (first) {
    const answer = await app.inject({ method: 'GET', url: first })
    if (answer.statusCode === 200) picture = largestPicture(match.name, answer.json<FirstAnswer>())
  }
  const links = fetches.map((href) => `<link rel="preload" as="fetch" crossorigin href="${attr(href)}">`)
  if (picture && isOwnPicture(picture)) {
    links.unshift(`<link rel="preload" as="image" fetchpriority="high" href="${attr(picture)}">`)
  }
  return links.join('')
}
