// npm run db:migrate: applies the committed migrations (drizzle/) to the store's database and
// prints each one it applied. The database is found as for the CLI (open-database.ts):
// DATABASE_URL, else a running store's socket in DATA_DIR, else the directory itself. The
// server migrates at start as well; this is for migrating before a deploy, or a backup copy.
import { ConfigError, loadConfig } from '#server/config.ts'
import { DataDirInUseError } from '#server/db/data-dir-lock.ts'
import { migrateDatabaseReporting } from '#server/db/migrate.ts'
import { openDatabaseForTool } from './open-database.ts'

export async function runDbMigrate(
  env: Record<string, string | undefined>,
  out: (line: string) => void,
): Promise<number> {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig(env)
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    out(err.message)
    return 1
  }
  let tool: Awaited<ReturnType<typeof openDatabaseForTool>>
  try {
    tool = await openDatabaseForTool(config, { migrate: false })
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err
    out(err.message)
    return 1
  }
  const { database, description } = tool
  try {
    const applied = await migrateDatabaseReporting(database)
    if (applied.length === 0) out(`${description}: up to date, nothing applied.`)
    else
      out(
        [`${description}: applied ${applied.length} migration(s):`, ...applied.map((t) => `  ${t}`)].join(
          '\n',
        ),
      )
    return 0
  } finally {
    await database.close()
  }
}
