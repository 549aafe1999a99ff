import type { QueryClient } from '@tanstack/react-query'
import { translator } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/offline.json'
import { ASSET_CACHE, IMAGE_CACHE, isImage, SKIP_WAITING } from '../service-worker/cache-rules.ts'

// The page's side of the service worker (ADR 031). Loaded after the page has loaded (app.tsx),
// so none of it weighs on the first screen.

const t = translator(messages)
const UPDATE_CHECK_MS = 60 * 60_000

export async function registerServiceWorker(queryClient: QueryClient) {
  if (!('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  const firstInstall = container.controller === null
  const registration = await container.register('/sw.js')

  if (firstInstall) {
    // The worker takes this page when it activates (clients.claim in sw.ts). What the page
    // fetched before that passed it by: fetch the answers on screen again through it, and put
    // the code and pictures already loaded (the browser's HTTP cache has them) in its caches,
    // so this very visit opens offline.
    container.addEventListener('controllerchange', () => void keepWhatThisPageLoaded(queryClient), {
      once: true,
    })
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

async function keepWhatThisPageLoaded(queryClient: QueryClient) {
  void queryClient.refetchQueries({ type: 'active' })
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
