import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '#server/config.ts'
import { DataDirInUseError } from '#server/db/data-dir-lock.ts'
import type { Db } from '#server/db/database.ts'
import { openDatabaseForTool } from './open-database.ts'
import {
  CliError,
  checkEmail,
  checkNewUser,
  createUser,
  grantAdminByEmail,
  listUsers,
  revokeAdminByEmail,
} from './user-commands.ts'

// `npm run cli -- <command>`: operator commands. Works whether or not the store is running,
// also on the embedded database (see open-database.ts). Passwords are never printed.

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-user --email E --password P [--name N] [--admin] [--verified]
                         create an account (--verified: may sign in without the e-mail link)
  grant-admin --email E  give an account the admin role
  revoke-admin --email E take the admin role away
  list-users             show every account with its status

The database is the store's: DATABASE_URL, else the running store's embedded database
through its local socket, else the embedded database in DATA_DIR.`

export type CliIo = {
  env: Record<string, string | undefined>
  out: (line: string) => void
  err: (line: string) => void
}

type Args = ReturnType<typeof parse>
/** Checks the arguments (throwing CliError) and returns the work to do on the database. */
type Command = (args: Args, io: CliIo) => (db: Db) => Promise<void>

const COMMANDS: Record<string, Command> = {
  'create-user': (args, io) => {
    const input = checkNewUser({
      email: required(args.email, '--email'),
      password: required(args.password, '--password'),
      name: args.name,
      admin: args.admin,
      verified: args.verified,
    })
    return async (db) => {
      const user = await createUser(db, input)
      const notes = [user.admin && 'admin', user.verified ? 'verified' : 'must confirm the e-mail link first']
      io.out(`Created ${user.email} (${notes.filter(Boolean).join(', ')}).`)
    }
  },
  'grant-admin': (args, io) => {
    const email = checkEmail(required(args.email, '--email'))
    return async (db) => {
      const user = await grantAdminByEmail(db, email)
      io.out(`${user.email} is now an admin.`)
    }
  },
  'revoke-admin': (args, io) => {
    const email = checkEmail(required(args.email, '--email'))
    return async (db) => {
      const user = await revokeAdminByEmail(db, email)
      io.out(user.wasAdmin ? `${user.email} is no longer an admin.` : `${user.email} was not an admin.`)
    }
  },
  'list-users': (_args, io) => async (db) => {
    const rows = await listUsers(db)
    if (rows.length === 0) return io.out('No users yet.')
    const cells = rows.map((u) => [
      u.email,
      u.name || '-',
      u.emailVerified ? 'yes' : 'no',
      u.isAdmin ? 'admin' : '',
      new Date(u.createdAt).toISOString().slice(0, 10),
    ])
    io.out(table(['EMAIL', 'NAME', 'VERIFIED', 'ROLE', 'CREATED'], cells))
  },
}

const defaultIo: CliIo = { env: process.env, out: console.log, err: console.error }

/** Runs one command; resolves to the process exit code (0 ok, 1 failed, 2 bad usage). */
export async function runCli(argv: string[], io: CliIo = defaultIo): Promise<number> {
  const [name, ...rest] = argv
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    io.out(USAGE)
    return name ? 0 : 2
  }
  const command = COMMANDS[name]
  if (!command) {
    io.err(`Unknown command '${name}'.\n\n${USAGE}`)
    return 2
  }
  let work: (db: Db) => Promise<void>
  let config: ReturnType<typeof loadConfig>
  try {
    work = command(parse(rest), io)
    config = loadConfig(io.env)
  } catch (err) {
    if (err instanceof CliError || err instanceof ConfigError) {
      io.err(err.message)
      return 1
    }
    // parseArgs: an unknown or malformed option.
    io.err(`${(err as Error).message}\n\n${USAGE}`)
    return 2
  }

  let tool: Awaited<ReturnType<typeof openDatabaseForTool>>
  try {
    tool = await openDatabaseForTool(config)
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err
    io.err(err.message)
    return 1
  }
  try {
    io.err(`Using ${tool.description}.`)
    await work(tool.database.db)
    return 0
  } catch (err) {
    if (err instanceof CliError) {
      io.err(err.message)
      return 1
    }
    throw err
  } finally {
    await tool.database.close()
  }
}

function parse(args: string[]) {
  return parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      admin: { type: 'boolean', default: false },
      verified: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  }).values
}

function required(value: string | undefined, flag: string): string {
  if (!value) throw new CliError(`${flag} is required.`)
  return value
}

function table(header: string[], rows: string[][]): string {
  const all = [header, ...rows]
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)))
  return all
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}
