import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Auth } from '#server/auth/auth.ts'
import { requireUser } from '#server/plugins/auth.ts'
import { AccountExportSchema, DeleteAccountSchema } from '#shared/schemas/account.ts'
import { OkSchema } from '#shared/schemas/common.ts'
import { storeDate } from '#shared/store-clock.ts'
import { deleteAccount } from './data-deletion-service.ts'
import { exportAccountData } from './data-export-service.ts'

// Settings → Data Export and Delete Account (decisions.md 11).

export const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireUser(request)
  })

  app.get(
    '/account/export',
    { schema: { response: { 200: AccountExportSchema } } },
    async (request, reply) => {
      const user = await requireUser(request)
      const data = await exportAccountData(app.database.db, user.id)
      return (
        reply
          // The store's date (decisions.md 13), so a download just after midnight is dated that day.
          .header('content-disposition', `attachment; filename="freshcart-data-${storeDate()}.json"`)
          .header('cache-control', 'no-store')
          .send(data)
      )
    },
  )

  app.delete(
    '/account',
    { schema: { body: DeleteAccountSchema, response: { 200: OkSchema } } },
    async (request, reply) => {
      const user = await requireUser(request)
      await deleteAccount(app.database.db, app.storage, user.id)
      await clearSessionCookies(app.auth, reply)
      return { ok: true as const }
    },
  )
}

/**
 * The session rows are gone already; expiring better-auth's cookies as well leaves this browser
 * visibly signed out, with the names and attributes better-auth itself uses.
 */
async function clearSessionCookies(auth: Auth, reply: FastifyReply) {
  const { authCookies } = await auth.$context
  const cookies = [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
    ({ name, attributes }) =>
      [
        `${name}=`,
        `Path=${attributes.path}`,
        'Max-Age=0',
        'HttpOnly',
        `SameSite=${attributes.sameSite}`,
        ...(attributes.secure ? ['Secure'] : []),
        ...(attributes.domain ? [`Domain=${attributes.domain}`] : []),
      ].join('; '),
  )
  reply.header('set-cookie', cookies)
}
