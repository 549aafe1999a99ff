import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { dropKeptNames } from './scripts/drop-kept-names.mjs'

/**
 * Puts src/client/app/theme-init.js at the top of <head> as a blocking classic script, so the saved
 * theme applies before the first paint. In the build it is a hashed file, not inline code: the
 * server's Content-Security-Policy allows scripts from 'self' only.
 */
function themeInitScript(): Plugin {
  const sourceFile = fileURLToPath(new URL('./src/client/app/theme-init.js', import.meta.url))
  let fileName = ''
  return {
    name: 'freshcart-theme-init',
    buildStart() {
      if (this.meta.watchMode) return
      const source = readFileSync(sourceFile, 'utf8')
      fileName = `assets/theme-init-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`
      this.emitFile({ type: 'asset', fileName, source })
    },
    // index.html marks the spot with <!-- theme-init -->: after the theme-color meta it updates.
    transformIndexHtml(html, ctx) {
      const tag = ctx.bundle
        ? `<script src="/${fileName}"></script>`
        : `<script>${readFileSync(sourceFile, 'utf8')}</script>`
      return html.replace('<!-- theme-init -->', tag)
    },
  }
}

/**
 * Emits src/client/app/app-start.js as a hashed file of its own, not bundled: the server puts it in
 * place of the app's module script on a page it drew, so the app is fetched once the first
 * screen's picture is painted (server/plugins/page-preloads.ts, ADR 054).
 */
function appStartScript(): Plugin {
  const sourceFile = fileURLToPath(new URL('./src/client/app/app-start.js', import.meta.url))
  return {
    name: 'freshcart-app-start',
    apply: 'build',
    buildStart() {
      if (this.meta.watchMode) return
      const source = readFileSync(sourceFile, 'utf8')
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8)
      this.emitFile({ type: 'asset', fileName: `assets/app-start-${hash}.js`, source })
    },
  }
}

/**
 * The store is written against React's API (its types come from @types/react), and Preact's compat
 * layer runs it, in the browser and in the server's renderer alike (ADR 065): React DOM alone was
 * 53.9 KB of the 96.6 KB shell after Brotli, more than half of issue 13 item 6's 100 KB. Every
 * package that imports `react` or `react-dom` (React Router, TanStack Query, Radix, sonner…) gets
 * Preact through these names; `react` itself is src/client/app/react-on-preact.ts (Preact's compat
 * plus the store's `lazy`, which marks its part for hydration).
 */
export const PREACT_ALIASES = [
  {
    find: /^react$/,
    replacement: fileURLToPath(new URL('./src/client/app/react-on-preact.ts', import.meta.url)),
  },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
]

/** What the server's renderer bundles rather than imports: everything that imports `react`, and
 * Preact itself, so that one copy of Preact draws the page (its hooks live in module state). */
export const BUNDLED_WITH_PREACT = [
  /^preact/,
  /^react-router/,
  /^@tanstack\/react-query/,
  /^@radix-ui\//,
  /^radix-ui/,
  /^lucide-react/,
  /^sonner/,
  /^react-hook-form/,
  /^@hookform\//,
  /^use-sync-external-store/,
]

const REACT_ROUTER_CHUNK = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w]+\.mjs$/

/**
 * React Router's module sets `displayName` on its components and contexts and builds them with
 * un-annotated `forwardRef`/`createContext` calls at the top level: to the bundler those are side
 * effects, so Form, NavLink, useSubmit and the rest stayed in the shell although the store never
 * uses them. Dropping the names (they only label React DevTools) and marking the calls pure lets
 * the bundler leave out what nothing imports: 1.6 KB of the shell after Brotli (issue 13 item 6).
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'freshcart-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id)) return null
      const shaken = code
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext)\()/gm, '$1/* @__PURE__ */ $2')
      // Every line stays where it was: the source map of the module as it was still holds.
      return { code: shaken, map: null }
    },
  }
}

const PREACT_FILE = /node_modules[\\/]preact[\\/].*\.mjs$/
const NAME_Z = /(?<![\w$.'"])z(?![\w$:'"])/g

/**
 * The build takes every call of a function named `z` to be free of side effects (zod's builders,
 * `manualPureFunctions` below). Preact's minified files have functions of their own by that name
 * (the core's is `diff`): with its calls dropped, nothing was ever drawn. Renamed here (in these
 * files `z` names nothing else; checked when added, ADR 065).
 */
function keepPreactsFunctionsNamedZ(): Plugin {
  return {
    name: 'freshcart-keep-preacts-functions-named-z',
    apply: 'build',
    transform(code, id) {
      if (!PREACT_FILE.test(id)) return null
      return { code: code.replace(NAME_Z, 'preactZ'), map: null }
    },
  }
}

const RADIX_FILE = /node_modules[\\/]@radix-ui[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.mjs$/

/**
 * Radix's files name every function with a call of esbuild's `__name` helper, which the bundler
 * must keep (a side effect): the calls and their strings go (scripts/drop-kept-names.mjs), the
 * functions stay. Nothing reads these names at run time (issue 13 item 6).
 */
function dropRadixKeptNames(): Plugin {
  return {
    name: 'freshcart-drop-radix-kept-names',
    apply: 'build',
    transform(code, id) {
      if (!RADIX_FILE.test(id)) return null
      const dropped = dropKeptNames(code)
      return dropped === null ? null : { code: dropped, map: null }
    },
  }
}

const CATALOGUE_FILE = /src[\\/]shared[\\/]i18n[\\/][a-z]{2}[\\/][\w-]+\.json$/

/**
 * Compiles the message catalogues (src/shared/i18n/<locale>/*.json, ADR 032) to Lingui's message
 * form as they are imported, so the browser gets ready-made messages and never the ICU parser
 * (~7 KB gzip). The server and the tests read the JSON as it is and compile at run time.
 */
function compiledCatalogues(): Plugin {
  return {
    name: 'freshcart-catalogues',
    enforce: 'pre',
    load(id) {
      if (!CATALOGUE_FILE.test(id)) return null
      const messages = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
      )
      return { code: `export default ${JSON.stringify(compiled)}`, moduleType: 'js' }
    },
  }
}

/**
 * The shopper's everyday pages, whose code the service worker fetches at install so they open
 * offline even when never visited (ADR 031): the shell plus these pages' chunks, 287 KB gzip,
 * of which a first visit of the home page has loaded ~116 KB. The rest (admin area, account
 * forms, sign-in) is kept once used.
 */
const OFFLINE_PAGES = [
  'index.html',
  'src/client/routes/home.tsx',
  'src/client/routes/categories.tsx',
  'src/client/routes/category.tsx',
  'src/client/routes/product.tsx',
  'src/client/routes/search.tsx',
  'src/client/routes/cart.tsx',
  'src/client/routes/checkout.tsx',
  'src/client/routes/orders.tsx',
  'src/client/routes/order.tsx',
  'src/client/routes/not-found.tsx',
]

type ManifestEntry = { url: string; revision: string | null; size: number }
type ViteChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }

/**
 * Keeps in the precache list only the shell and OFFLINE_PAGES with every chunk they load, also
 * lazily (the toaster, sheets, the cart's offline sender…), but no other page.
 */
async function offlinePagesOnly(entries: ManifestEntry[]) {
  const manifestText = readFileSync('dist/client/.vite/manifest.json', 'utf8')
  const chunks = JSON.parse(manifestText) as Record<string, ViteChunk>
  const wanted = new Set<string>()
  const isOtherPage = (key: string) => key.startsWith('src/client/routes/') && !OFFLINE_PAGES.includes(key)
  const visit = (key: string) => {
    const chunk = chunks[key]
    if (!chunk || wanted.has(chunk.file) || isOtherPage(key)) return
    wanted.add(chunk.file)
    for (const css of chunk.css ?? []) wanted.add(css)
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported)
  }
  for (const page of OFFLINE_PAGES) visit(page)
  const missing = OFFLINE_PAGES.filter((page) => !chunks[page])
  if (missing.length > 0) throw new Error(`OFFLINE_PAGES not in the build: ${missing.join(', ')}`)
  const kept = entries.filter(
    (e) =>
      !e.url.startsWith('assets/') ||
      wanted.has(e.url) ||
      e.url.startsWith('assets/theme-init-') ||
      e.url.startsWith('assets/app-start-'),
  )
  return { manifest: kept, warnings: [] }
}

/**
 * The server's page renderer (ADR 043): src/client/entry-server.tsx for Node, into dist/ssr
 * (`vite build --ssr`). Its packages (React, TanStack Query, …) stay imports from node_modules;
 * the app's code is bundled. No styles, service worker or manifest: the browser build has them.
 */
const ssrBuild = {
  build: {
    outDir: 'dist/ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: { 'entry-server': 'src/client/entry-server.tsx' },
      // TanStack Query's files start with "use client", which means nothing to this build.
      onwarn(warning: { code?: string }, warn: (warning: never) => void) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning as never)
      },
    },
  },
  ssr: { noExternal: BUNDLED_WITH_PREACT },
  plugins: [compiledCatalogues()],
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // React Router's package points every import at its development build (dev-time warnings and
  // checks, 4 KB more after Brotli, slower to run); the production build is the same code without them.
  resolve: {
    alias: [
      ...PREACT_ALIASES,
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  plugins: [
    themeInitScript(),
    appStartScript(),
    reactRouterTreeShaking(),
    keepPreactsFunctionsNamedZ(),
    dropRadixKeptNames(),
    compiledCatalogues(),
    tailwindcss(),
    // The service worker (ADR 031): our own sw.ts with Workbox, its precache list injected here.
    // The manifest is served by the server (it carries STORE_NAME) and the page registers the
    // worker itself (app/service-worker.ts), so the plugin adds neither.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/client/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css}'],
        manifestTransforms: [offlinePagesOnly],
        // Hashed names change with their content: fetched without a cache-busting revision, so
        // the chunks this visit already loaded come from the HTTP cache, not the network again.
        dontCacheBustURLsMatching: /^assets\//,
        rollupFormat: 'iife',
      },
    }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The gzip sizes printed here are the bundle report: read them after every build.
    reportCompressedSize: true,
    // .vite/manifest.json tells the server which chunks each page needs (page-preloads.ts).
    manifest: true,
    chunkSizeWarningLimit: 400,
    // No preload lists inside the bundle: the server names a page's chunks in its HTML for the
    // first visit (server/plugins/page-preloads.ts), and later pages fetch a chunk's imports as
    // soon as it arrives. The lists of every lazy import were ~1.5 KB of the shell after Brotli.
    modulePreload: false,
    rolldownOptions: {
      // zod's builders (`z.object(…)`, `z.string().min(1)`) have no side effects: a schema nothing
      // uses is dropped, so a module that imports only a constant or a message function from a
      // schemas file does not carry zod (~35 KB after Brotli) into its page (issue 13 item 6).
      // Only the name `z` is meant; no package the browser build bundles calls anything else `z.…()`
      // (checked with grep when added, ADR 045).
      treeshake: { manualPureFunctions: ['z'] },
      // TanStack Query's files start with "use client", which means nothing to this build.
      onwarn(warning: { code?: string }, warn: (warning: never) => void) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning as never)
      },
      output: {
        codeSplitting: {
          // Everything the first page needs in one file: fewer requests and one gzip window.
          // Lazy pages then load only what they add.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // What several shop pages share (cards, cart actions, icons, query hooks) in one file
            // rather than dozens of tiny ones: one request, one Brotli window (issue 13 item 6).
            {
              name: 'shop',
              test: /src[\\/]client[\\/](features[\\/](catalog[\\/]components[\\/](product|star|category|discount)|cart|favorites)|app[\\/]product-card-slots|components[\\/](discount-badge|layout[\\/]action-bar|empty-state|section-heading|ui[\\/]skeleton))|src[\\/]shared[\\/]money|@tanstack[\\/]react-query[\\/].*use(Mutation|InfiniteQuery)/,
              minShareCount: 3,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  ...(isSsrBuild ? ssrBuild : {}),
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/uploads': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
    },
  },
}))
