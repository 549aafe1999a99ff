import type { QueryClient } from '@tanstack/react-query'
import { SESSION_QUERY_KEY } from '#client/features/auth/public.ts'
import { intlLocale, translator } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import { matchClientRoute } from '#shared/client-routes.ts'
import messages from '#shared/i18n/en/offline.json'
import { pageData, SHELL_DATA, SIGNED_IN_SHELL_DATA } from '#shared/page-data.ts'
import { PAGE_STATE_ELEMENT_ID } from '#shared/page-render.ts'
import { ASSET_CACHE, IMAGE_CACHE, isImage, SKIP_WAITING } from '../service-worker/cache-rules.ts'

// The page's side of the service worker (ADR 031). Loaded after the page has loaded (app.tsx),
// so none of it weighs on the first screen.

const t = translator(messages)
const UPDATE_CHECK_MS = 60 * 60_000

export async function registerServiceWorker(queryClient: QueryClient) {
  if (!('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  const firstInstall = container.controller === null
  const registration: ServiceWorkerRegistration | undefined = await container.register('/sw.js')
  // Playwright's `serviceWorkers: 'block'` answers register() with undefined instead of a
  // rejection; a browser with workers turned off rejects, and the caller ignores it.
  if (!registration) return

  const serverDrawn = document.getElementById(PAGE_STATE_ELEMENT_ID) !== null
  if (firstInstall) {
    // The worker takes this page when it activates (clients.claim in sw.ts). What the page
    // fetched before that passed it by: fetch the answers on screen again through it, and put
    // the code and pictures already loaded (the browser's HTTP cache has them) in its caches,
    // so this very visit opens offline.
    container.addEventListener(
      'controllerchange',
      () => void keepWhatThisPageLoaded(queryClient, serverDrawn),
      {
        once: true,
      },
    )
  } else if (serverDrawn) {
    void keepServerDrawnAnswers(queryClient)
  }

  let reloading = false
  const offerUpdate = (waiting: ServiceWorker) =>
    notify.info(t('offline.updateAvailable'), {
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: t('offline.reload'),
        onClick: () => {
          // The new worker takes over, then the page reloads onto the new version.
          container.addEventListener('controllerchange', () => {
            if (reloading) return
            reloading = true
            window.location.reload()
          })
          waiting.postMessage({ type: SKIP_WAITING })
        },
      },
    })
  if (registration.waiting && container.controller) offerUpdate(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      // Installed while another version runs this page: a new version is waiting.
      if (installing.state === 'installed' && container.controller) offerUpdate(installing)
    })
  })
  // A shop tab may stay open for days: look for a new version now and then.
  setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS)
}

async function keepWhatThisPageLoaded(queryClient: QueryClient, serverDrawn: boolean) {
  // A drawn page's answers came in its HTML and are the same as the worker would fetch: only the
  // worker needs them, so they are fetched for it alone. Refetching the page's queries instead
  // parsed and compared every answer and rendered the page again on the main thread, 30-60 ms
  // tasks right after load on Lighthouse's phone (issue 12 item 7, ADR 043).
  if (serverDrawn) void keepServerDrawnAnswers(queryClient)
  else void queryClient.refetchQueries({ type: 'active' })
  const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name))
  const own = loaded.filter((url) => url.origin === window.location.origin)
  await Promise.all([
    keep(
      ASSET_CACHE,
      own.filter((url) => url.pathname.startsWith('/assets/')),
    ),
    keep(
      IMAGE_CACHE,
      own.filter((url) => isImage(url.pathname)),
    ),
  ])
}

async function keep(cacheName: string, urls: URL[]) {
  if (urls.length === 0) return
  const cache = await caches.open(cacheName)
  // One by one: a picture that fails must not stop the others.
  await Promise.all(urls.map((url) => cache.add(url.href).catch(() => {})))
}

/**
 * A page the server drew (ADR 043) came with its answers in the HTML, past the worker, which
 * keeps for offline only what it fetched: ask for the page's first answers once more through it
 * (the same URLs and headers as the app's own requests, so they match when read offline).
 */
async function keepServerDrawnAnswers(queryClient: QueryClient) {
  const match = matchClientRoute(window.location.pathname)
  if (!match) return
  const signedIn = Boolean(queryClient.getQueryData(SESSION_QUERY_KEY))
  const search = new URLSearchParams(window.location.search)
  const urls = [
    ...SHELL_DATA,
    ...(signedIn ? SIGNED_IN_SHELL_DATA : []),
    ...pageData(match, search, signedIn),
  ]
  const headers = { accept: 'application/json', 'accept-language': intlLocale() }
  await Promise.all(
    urls.map((url) => fetch(url, { credentials: 'same-origin', headers }).catch(() => undefined)),
  )
}
