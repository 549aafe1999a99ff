import { lazyResolver } from '#client/lib/lazy-resolver.ts'

// The /auth forms' checks: the schemas of #shared/schemas/auth.ts, with zod, load on the first
// check (lib/lazy-resolver.ts); the page itself carries no zod.

const load = () => Promise.all([import('@hookform/resolvers/zod'), import('#shared/schemas/auth.ts')])

export const signInResolver = lazyResolver(async () => {
  const [{ zodResolver }, schemas] = await load()
  return zodResolver(schemas.SignInSchema)
})

export const signUpResolver = lazyResolver(async () => {
  const [{ zodResolver }, schemas] = await load()
  return zodResolver(schemas.SignUpSchema)
})

export const forgotPasswordResolver = lazyResolver(async () => {
  const [{ zodResolver }, schemas] = await load()
  return zodResolver(schemas.ForgotPasswordSchema)
})
