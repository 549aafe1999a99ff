import websocket from '@fastify/websocket'
import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyInstance } from 'fastify'
import { isAdmin } from '#server/auth/roles.ts'
import { AppError } from '#server/lib/app-error.ts'
import { getSessionUser, requestIsAdmin } from '#server/plugins/auth.ts'
import { fromOwnOrigin } from '#server/plugins/cross-site.ts'
import { type HubSocket, RealtimeHub, type SocketIdentity } from './hub.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's WebSocket hub (tests drive its heartbeat directly). */
    realtime: RealtimeHub
  }
}

/** Client messages are heartbeats only; anything bigger is refused by the socket. */
const MAX_CLIENT_MESSAGE_BYTES = 1024

/**
 * GET /api/realtime: the live-update WebSocket (ARCHITECTURE.md, Realtime). A visitor is
 * refused with 401 before the upgrade; a signed-in socket hears its user's topic and, when
 * the server finds the user is an admin, admin:orders. Registered on the root instance (like
 * registerAuth) so the hub is app.realtime and closes with the app.
 */
export async function registerRealtime(app: FastifyInstance) {
  const hub = new RealtimeHub(app.database, app.log)
  app.decorate('realtime', hub)
  // Before @fastify/websocket's own preClose, so pages hear 1001 'going away' and reconnect.
  app.addHook('preClose', async () => {
    await hub.close()
  })

  await app.register(
    async (scope) => {
      await scope.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } })
      scope.get(
        '/realtime',
        {
          websocket: true,
          preValidation: async (request) => {
            // Browsers send cookies on a WebSocket handshake from any page: the same origin rule
            // as every state-changing request (plugins/cross-site.ts).
            if (!fromOwnOrigin(request, app.config.trustedOrigins)) {
              throw AppError.forbidden('This origin may not open live updates')
            }
            if (!(await getSessionUser(request))) throw AppError.unauthorized()
          },
        },
        async (socket, request) => {
          const ws = socket as unknown as HubSocket
          const user = request.user
          if (!user) {
            ws.close(1008, 'Please sign in to continue')
            return
          }
          const identity: SocketIdentity = { userId: user.id, isAdmin: await requestIsAdmin(request) }
          const headers = fromNodeHeaders({ cookie: request.headers.cookie ?? '' })
          const recheck = async (): Promise<SocketIdentity | null> => {
            const session = await app.auth.api.getSession({ headers, query: { disableRefresh: true } })
            if (!session) return null
            return { userId: session.user.id, isAdmin: await isAdmin(app.database.db, session.user.id) }
          }
          await hub.add(ws, identity, recheck)
        },
      )
    },
    { prefix: '/api' },
  )
}
