import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type ClientRouteName, matchClientRoute } from '#shared/client-routes.ts'

// Every store page is its own lazily loaded chunk (client app/router.tsx), so a first visit would
// download the shell, run it, and only then ask for the page's code: one more round trip before
// anything shows. The server knows the page from the URL, so the HTML it sends names the page's
// chunks with <link rel="modulepreload">: they download beside the shell (issue 12 item 7).
// The chunk graph comes from Vite's build manifest (dist/client/.vite/manifest.json).

/**
 * Each page of the one route list (#shared/client-routes.ts) → the module of client
 * app/router.tsx that draws it. A Record over the route names: a new route needs its entry here.
 */
export const PAGE_MODULES: Record<ClientRouteName, string> = {
  home: 'src/client/routes/home.tsx',
  categories: 'src/client/routes/categories.tsx',
  category: 'src/client/routes/category.tsx',
  search: 'src/client/routes/search.tsx',
  product: 'src/client/routes/product.tsx',
  privacy: 'src/client/routes/privacy.tsx',
  auth: 'src/client/routes/auth.tsx',
  resetPassword: 'src/client/routes/reset-password.tsx',
  profile: 'src/client/routes/profile.tsx',
  profileEdit: 'src/client/routes/profile-edit.tsx',
  profileAddresses: 'src/client/routes/profile-addresses.tsx',
  profilePayments: 'src/client/routes/profile-payments.tsx',
  profileFavorites: 'src/client/routes/profile-favorites.tsx',
  settings: 'src/client/routes/settings.tsx',
  cart: 'src/client/routes/cart.tsx',
  checkout: 'src/client/routes/checkout.tsx',
  orderConfirmation: 'src/client/routes/order-confirmation.tsx',
  orders: 'src/client/routes/orders.tsx',
  order: 'src/client/routes/order.tsx',
  admin: 'src/client/routes/admin.tsx',
}
const NOT_FOUND_MODULE = 'src/client/routes/not-found.tsx'

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean }

/** The app's module script as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/
/** client/app/app-start.js as the build names it (vite.config.ts, appStartScript). */
const APP_START_FILE = /^app-start-[0-9a-f]{8}\.js$/

/**
 * index.html for each page, with the page's chunks preloaded; `null` when the build has no
 * manifest (the page then loads as before). Pages are built once, at start.
 *
 * A page the server drew (`drawn`) is complete without JavaScript, and the app's code fetched
 * beside the first screen's picture delays that picture on a slow link (ADR 054): its HTML names
 * app-start.js instead, which asks for the app and the page's chunks once the picture is painted.
 */
export function pageHtmlBuilder(
  clientDir: string,
): ((path: string, moreHead?: string, drawn?: boolean) => string) | null {
  const manifestFile = join(clientDir, '.vite', 'manifest.json')
  const indexFile = join(clientDir, 'index.html')
  if (!existsSync(manifestFile) || !existsSync(indexFile)) return null
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  const html = readFileSync(indexFile, 'utf8')
  const assetsDir = join(clientDir, 'assets')
  const appStart = existsSync(assetsDir)
    ? readdirSync(assetsDir).find((f) => APP_START_FILE.test(f))
    : undefined
  const cache = new Map<string, string>()

  const pageChunks = (module: string) => {
    const files: string[] = []
    const seen = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || chunk.isEntry || seen.has(key)) return
      seen.add(key)
      files.push(`/${chunk.file}`)
      for (const next of chunk.imports ?? []) visit(next)
    }
    visit(module)
    return files
  }

  const pageHtml = (module: string, drawn: boolean) => {
    const key = `${drawn ? 'drawn' : 'page'} ${module}`
    const cached = cache.get(key)
    if (cached) return cached
    const files = pageChunks(module)
    let page: string
    if (drawn && appStart && ENTRY_SCRIPT.test(html)) {
      page = html.replace(
        ENTRY_SCRIPT,
        (_, app: string) =>
          `<script type="module" crossorigin src="/assets/${appStart}" data-app="${app}" data-chunks="${files.join(' ')}"></script>`,
      )
    } else {
      const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('')
      page = links ? html.replace('</head>', `${links}</head>`) : html
    }
    cache.set(key, page)
    return page
  }

  // `moreHead`: the first screen's data and picture (first-screen.ts), which vary by request.
  return (path, moreHead = '', drawn = false) => {
    const match = matchClientRoute(path)
    const page = pageHtml(match ? PAGE_MODULES[match.name] : NOT_FOUND_MODULE, drawn)
    return moreHead ? page.replace('</head>', () => `${moreHead}</head>`) : page
  }
}
