import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const SECRET_FILE = '.auth-secret'

type SecretLogger = { warn(obj: object, msg: string): void }

/**
 * The key that signs session cookies and verification links. BETTER_AUTH_SECRET wins; without
 * it a fresh `npm start` still works: a random secret is made once and kept in
 * DATA_DIR/.auth-secret (0600), so sessions survive restarts. Several instances sharing one
 * PostgreSQL must share one secret, so they need BETTER_AUTH_SECRET.
 */
export function resolveAuthSecret(
  config: { BETTER_AUTH_SECRET?: string | undefined; DATA_DIR: string },
  log: SecretLogger,
): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET
  const file = join(config.DATA_DIR, SECRET_FILE)
  const existing = readSecret(file)
  if (existing) return existing
  mkdirSync(config.DATA_DIR, { recursive: true })
  try {
    // 'wx': if another process created it a moment ago, keep theirs.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' })
    log.warn(
      { file },
      'BETTER_AUTH_SECRET is not set: generated a secret and saved it in DATA_DIR. Set BETTER_AUTH_SECRET when several servers share one database.',
    )
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  }
  const created = readSecret(file)
  if (!created) throw new Error(`${file} is empty; delete it or set BETTER_AUTH_SECRET`)
  return created
}

function readSecret(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw err
  }
}
