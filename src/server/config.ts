import { z } from 'zod'
import { DEFAULT_PGLITE_SHARED_BUFFERS } from '#server/db/pglite-settings.ts'

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Public address of the store; links in e-mails and the default trusted origin. */
    PUBLIC_URL: z.url({ message: 'must be a URL such as http://localhost:3000' }).optional(),
    /** Extra origins allowed to send cookie-carrying requests, comma separated. */
    TRUSTED_ORIGINS: z.string().default(''),
    /** Embedded PGlite data folder, used when DATABASE_URL is not set. */
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(4),
    /** Name statements so each connection plans them once (ADR 014); false behind a pooler that cannot. */
    DATABASE_STATEMENT_CACHE: booleanFromEnv.default(true),
    /** Load the demo catalogue into an empty database at start. */
    SEED_DEMO_DATA: booleanFromEnv.default(true),
    /** Keep public catalogue pages in memory for a few seconds (ADR 008); false for measurements. */
    CATALOG_CACHE: booleanFromEnv.default(true),
    /**
     * Also offer the embedded database on this 127.0.0.1 port (0: any free one). Off by default:
     * TCP is open to every local user; the Unix socket in DATA_DIR/socket is the owner's alone.
     */
    PGLITE_SOCKET_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** PGlite's page cache (shared_buffers), e.g. 32MB; it stays resident once touched (ADR 039). */
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^[1-9][0-9]*(kB|MB|GB)$/, 'must be a size such as 32MB')
      .default(DEFAULT_PGLITE_SHARED_BUFFERS),
    /** Writes (POST/PUT/PATCH/DELETE, auth aside) one session or address may send a minute. */
    WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** A stop (SIGTERM, SIGINT) that has not closed everything by then exits non-zero anyway. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: booleanFromEnv.default(false),
    STORE_NAME: z.string().min(1).default('FreshCart'),
    STORE_WHATSAPP_NUMBER: z
      .string()
      .regex(/^[0-9]{8,15}$/, 'must be digits with the country code, e.g. 919876543210')
      .default('919876543210'),
    STORE_SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@freshcart.local'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('FreshCart <no-reply@freshcart.local>'),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('auto'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: z.url().optional(),
  })
  .superRefine((c, ctx) => {
    const s3 = [c.S3_ENDPOINT, c.S3_BUCKET, c.S3_ACCESS_KEY_ID, c.S3_SECRET_ACCESS_KEY]
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      })
    }
  })
  .transform((c) => {
    const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '')
    const trustedOrigins = [
      new URL(publicUrl).origin,
      ...c.TRUSTED_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ]
    return { ...c, PUBLIC_URL: publicUrl, trustedOrigins }
  })

export type Config = z.infer<typeof ConfigSchema>

export class ConfigError extends Error {}

/** Reads the environment once; names every bad variable so the operator can fix them all at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = ConfigSchema.safeParse(input)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return parsed.data
}
