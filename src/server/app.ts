import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { registerStorage } from './lib/storage/storage-plugin.ts'
import { addressRoutes } from './modules/account/address-routes.ts'
import { dataRoutes } from './modules/account/data-routes.ts'
import { meRoutes } from './modules/account/me-routes.ts'
import { preferencesRoutes } from './modules/account/preferences-routes.ts'
import { profileRoutes } from './modules/account/profile-routes.ts'
import { adminPlugin } from './modules/admin/admin-plugin.ts'
import { cartRoutes } from './modules/cart/cart-routes.ts'
import { catalogRoutes } from './modules/catalog/catalog-routes.ts'
import { checkoutRoutes } from './modules/checkout/checkout-routes.ts'
import { favoritesRoutes } from './modules/favorites/favorites-routes.ts'
import { notificationRoutes } from './modules/notifications/notification-routes.ts'
import { orderRoutes } from './modules/orders/order-routes.ts'
import { registerRealtime } from './modules/realtime/realtime-routes.ts'
import { reviewsRoutes } from './modules/reviews/reviews-routes.ts'
import { systemRoutes } from './modules/system/system-routes.ts'
import { avatarRoutes } from './modules/uploads/avatar-routes.ts'
import { registerAuth } from './plugins/auth.ts'
import { registerErrorHandler } from './plugins/error-handler.ts'
import { registerStaticClient } from './plugins/static-client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
  }
}

export type BuildAppOptions = {
  config: Config
  database: Database
  logger?: FastifyServerOptions['logger']
  /** Folder of the built SPA; defaults to dist/client. */
  clientDir?: string
}

/** Builds the whole app without listening: main.ts listens, tests call app.inject(). */
export async function buildApp({ config, database, logger, clientDir }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    // Query strings such as ?minRating=4 arrive as strings; zod coerces them per route.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', database)

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.S3_PUBLIC_URL ? [config.S3_PUBLIC_URL] : [])],
        // Radix and sonner set inline styles for positioning.
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: null,
      },
    },
    // Product pictures may be shown by other sites' previews; nothing here is cross-origin secret.
    crossOriginResourcePolicy: { policy: 'same-site' },
  })
  await app.register(compress, { threshold: 1024 })
  registerErrorHandler(app)
  await registerAuth(app)
  await registerStorage(app)
  await registerRealtime(app)

  await app.register(
    async (api) => {
      await api.register(systemRoutes)
      await api.register(catalogRoutes)
      await api.register(meRoutes)
      await api.register(profileRoutes)
      await api.register(avatarRoutes)
      await api.register(addressRoutes)
      await api.register(preferencesRoutes)
      await api.register(dataRoutes)
      await api.register(favoritesRoutes)
      await api.register(reviewsRoutes)
      await api.register(cartRoutes)
      await api.register(checkoutRoutes)
      await api.register(orderRoutes)
      await api.register(notificationRoutes)
      await api.register(adminPlugin, { prefix: '/admin' })
    },
    { prefix: '/api' },
  )
  await registerStaticClient(app, clientDir)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
