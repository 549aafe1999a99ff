import { generateId } from 'better-auth'
import { hashPassword } from 'better-auth/crypto'
import { asc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { grantAdmin, revokeAdmin } from '#server/auth/roles.ts'
import type { Db } from '#server/db/database.ts'
import { accounts, userRoles, users } from '#server/db/schema.ts'
import { EmailSchema, NewPasswordSchema } from '#shared/schemas/auth.ts'

// The operator's account commands. They write the same rows better-auth's sign-up writes
// (a user and a 'credential' account with a scrypt hash from the function auth.ts configures),
// so a created user signs in through the store like anyone else.

/** A mistake the operator can fix; the CLI prints the message and exits with 1. */
export class CliError extends Error {}

export type CreateUserInput = {
  email: string
  password: string
  name?: string | undefined
  admin?: boolean | undefined
  verified?: boolean | undefined
}

/** Normalises and checks the input, so the CLI can refuse a typo before opening the database. */
export function checkNewUser(input: CreateUserInput) {
  return {
    ...input,
    email: parse(EmailSchema, input.email),
    // Operators follow the shoppers' password rule: an admin account guards more than a cart.
    password: parse(NewPasswordSchema, input.password),
  }
}

export function checkEmail(email: string): string {
  return parse(EmailSchema, email)
}

export async function createUser(db: Db, raw: CreateUserInput) {
  const input = checkNewUser(raw)
  const { email, password } = input
  if (await findUserId(db, email)) throw new CliError(`A user with the email ${email} already exists.`)
  const hash = await hashPassword(password)
  const id = generateId()
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ id, email, name: input.name?.trim() ?? '', emailVerified: !!input.verified })
    await tx
      .insert(accounts)
      .values({ id: generateId(), userId: id, accountId: id, providerId: 'credential', password: hash })
    if (input.admin) await tx.insert(userRoles).values({ userId: id, role: 'admin' })
  })
  return { id, email, admin: !!input.admin, verified: !!input.verified }
}

export async function grantAdminByEmail(db: Db, rawEmail: string) {
  const { id, email } = await requireUserByEmail(db, rawEmail)
  await grantAdmin(db, id)
  return { id, email }
}

/** `wasAdmin` is false when there was nothing to revoke. */
export async function revokeAdminByEmail(db: Db, rawEmail: string) {
  const { id, email } = await requireUserByEmail(db, rawEmail)
  return { id, email, wasAdmin: await revokeAdmin(db, id) }
}

export async function listUsers(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      isAdmin: sql<boolean>`EXISTS (SELECT 1 FROM ${userRoles} WHERE ${userRoles.userId} = ${users.id} AND ${userRoles.role} = 'admin')`,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.email))
}

async function findUserId(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
  return row?.id
}

async function requireUserByEmail(db: Db, rawEmail: string) {
  const email = checkEmail(rawEmail)
  const id = await findUserId(db, email)
  if (!id) throw new CliError(`No user has the email ${email}.`)
  return { id, email }
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new CliError(parsed.error.issues[0]?.message ?? 'Invalid input')
  return parsed.data
}
