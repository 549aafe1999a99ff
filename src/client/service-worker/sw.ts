import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import {
  API_CACHE,
  APP_SHELL,
  ASSET_CACHE,
  IMAGE_CACHE,
  isImage,
  isOfflineReadable,
  SKIP_WAITING,
} from './cache-rules.ts'

// The store's service worker (issue 15, ADR 031), built by vite-plugin-pwa with Workbox.
// Online, every page and API answer comes from the server as before (network first, no
// timeout: never a stale price while the network answers); the copies kept here are only
// for when the network fails. Hashed assets never change, so they come from the cache.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] }

// The app shell and every shop chunk of this build; old builds' entries go on activation.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Pages: the server's HTML (with its preloads and status) online, the precached shell offline.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request)
      } catch {
        return (await matchPrecache(APP_SHELL)) ?? Response.error()
      }
    },
    { denylist: [/^\/api\//, /^\/uploads\//] },
  ),
)

const okOnly = new CacheableResponsePlugin({ statuses: [200] })

registerRoute(
  ({ url }) => url.origin === self.location.origin && isOfflineReadable(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * 24 * 3600 })],
  }),
  'GET',
)

registerRoute(
  ({ url }) => url.origin === self.location.origin && isImage(url.pathname),
  new StaleWhileRevalidate({
    cacheName: IMAGE_CACHE,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
)

// Hashed files the precache leaves out (the admin area, fonts): kept once fetched.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSET_CACHE, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 100 })] }),
)

// A new version waits until the shopper chooses "Reload" (app/service-worker.ts).
self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting()
})

// The first install takes the open page at once, so what it shows next is kept for offline.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})
