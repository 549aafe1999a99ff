// What other features may use of auth (scripts/check-imports.mjs: a feature imports another
// only through its public.ts, and names the other's query keys through it).

/** The session query: refetch it after anything that changes the signed-in user. */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const

export { useMe } from './api/get-me.ts'
export { sessionQueryOptions } from './api/get-session.ts'
