import compress from '@fastify/compress'
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Database } from '#server/db/database.ts'
import { registerStorage } from '#server/lib/storage/storage-plugin.ts'
import { addressRoutes } from '#server/modules/account/address-routes.ts'
import { dataRoutes } from '#server/modules/account/data-routes.ts'
import { meRoutes } from '#server/modules/account/me-routes.ts'
import { preferencesRoutes } from '#server/modules/account/preferences-routes.ts'
import { profileRoutes } from '#server/modules/account/profile-routes.ts'
import { adminPlugin } from '#server/modules/admin/admin-plugin.ts'
import { cartRoutes } from '#server/modules/cart/cart-routes.ts'
import { catalogRoutes } from '#server/modules/catalog/catalog-routes.ts'
import { checkoutRoutes } from '#server/modules/checkout/checkout-routes.ts'
import { favoritesRoutes } from '#server/modules/favorites/favorites-routes.ts'
import { notificationRoutes } from '#server/modules/notifications/notification-routes.ts'
import { orderRoutes } from '#server/modules/orders/order-routes.ts'
import { paymentRoutes } from '#server/modules/payments/payment-routes.ts'
import { registerRealtime } from '#server/modules/realtime/realtime-routes.ts'
import { reviewsRoutes } from '#server/modules/reviews/reviews-routes.ts'
import { pageStatus } from '#server/modules/seo/page-status.ts'
import { seoRoutes } from '#server/modules/seo/seo-routes.ts'
import { stockAlertRoutes } from '#server/modules/stock-alerts/stock-alert-routes.ts'
import { systemRoutes } from '#server/modules/system/system-routes.ts'
import { avatarRoutes } from '#server/modules/uploads/avatar-routes.ts'
import { webAppRoutes } from '#server/modules/web-app/web-app-routes.ts'
import { registerAuth } from '#server/plugins/auth.ts'
import { registerControlCharacterGuard } from '#server/plugins/control-characters.ts'
import { registerCrossSiteGuard } from '#server/plugins/cross-site.ts'
import { frameworkErrors, registerErrorHandler } from '#server/plugins/error-handler.ts'
import { registerJsonBodyParser } from '#server/plugins/json-body.ts'
import {
  registerHelmetHeaders,
  registerSecurityHeaders,
  websocketOrigin,
} from '#server/plugins/security-headers.ts'
import { registerStaticClient } from '#server/plugins/static-client.ts'
import { registerWriteRateLimit } from '#server/plugins/write-rate-limit.ts'
import type { Config } from './config.ts'

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

/**
 * What must never reach a log: session cookies, credentials, passwords (issue 10 item 14). Fastify
 * logs no headers by itself, but an error or a debugging line may carry a request's.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
]

function withRedaction(logger: NonNullable<BuildAppOptions['logger']>): BuildAppOptions['logger'] {
  if (typeof logger !== 'object') return logger
  return { ...logger, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } }
}

/**
 * One line at info for each request, when it is answered: the request as Fastify logs it on
 * arrival (method, url, host, the client's address and port, and the request id), its status and
 * how long it took. Fastify's default writes 'incoming request' and 'request completed' as two
 * lines; each line cost the server about 0.06 ms of CPU, a twentieth of an uncached search's
 * (ADR 077). Everything else Fastify logs (errors, a request that errored, a stream closed early,
 * a route not found) is unchanged; a request whose answer is never written is not logged, as
 * before it was not logged as completed.
 */
class OneLineARequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) super.requestCompleted(error, request, reply)
    else request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }
}

/** Builds the whole app without listening: main.ts listens, tests call app.inject(). */
export async function buildApp({ config, database, logger, clientDir }: BuildAppOptions) {
  const app = Fastify({
    logger: withRedaction(logger ?? { level: config.LOG_LEVEL }),
    trustProxy: config.TRUST_PROXY,
    // /api/products/ answers like /api/products, as the pages' routes do (src/shared/client-routes.ts).
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    logController: new OneLineARequest(),
  }).withTypeProvider<ZodTypeProvider>()
  // Each route's zod schema validates its input. Query strings such as ?minRating=4 arrive as
  // strings; the shared schemas coerce them (z.coerce in src/shared/schemas).
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', database)

  registerHelmetHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Admins may give a product an outside picture by https URL (the form refuses other
        // schemes); uploads live here or under S3_PUBLIC_URL.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https:',
          ...(config.S3_PUBLIC_URL ? [config.S3_PUBLIC_URL] : []),
        ],
        // Radix and sonner set inline styles for positioning.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The API and the realtime socket of this store only (was any ws:/wss: host).
        connectSrc: ["'self'", websocketOrigin(config.PUBLIC_URL)],
        upgradeInsecureRequests: null,
      },
    },
    // Product pictures may be shown by other sites' previews; nothing here is cross-origin secret.
    crossOriginResourcePolicy: { policy: 'same-site' },
  })
  await app.register(compress, { threshold: 1024 })
  registerErrorHandler(app)
  registerJsonBodyParser(app)
  registerCrossSiteGuard(app)
  registerControlCharacterGuard(app)
  registerSecurityHeaders(app)
  await registerWriteRateLimit(app, config.WRITE_RATE_LIMIT_PER_MINUTE)
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
      await api.register(stockAlertRoutes)
      await api.register(reviewsRoutes)
      await api.register(cartRoutes)
      await api.register(checkoutRoutes)
      await api.register(orderRoutes)
      await api.register(paymentRoutes)
      await api.register(notificationRoutes)
      await api.register(adminPlugin, { prefix: '/admin' })
    },
    { prefix: '/api' },
  )
  await app.register(seoRoutes)
  await app.register(webAppRoutes, clientDir ? { clientDir } : {})
  await registerStaticClient(app, (path) => pageStatus(database.db, path), clientDir)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
