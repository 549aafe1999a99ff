// npm run db:seed [-- --products N] [-- --reset]
// Migrates, loads the demo store into an empty database, then optionally adds N synthetic
// products for benchmarks. On PGlite (no DATABASE_URL) it goes through a running store's local
// socket when one holds DATA_DIR (PGlite is single-process), else opens the directory itself.
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { ConfigError, loadConfig } from '#server/config.ts'
import { DataDirInUseError } from '#server/db/data-dir-lock.ts'
import { seedDemoDataIfEmpty } from '#server/db/seed/seed-demo.ts'
import { seedLargeCatalogue } from '#server/db/seed/seed-large.ts'
import { openDatabaseForTool } from './open-database.ts'

const USAGE = `usage: npm run db:seed [-- --products N] [--reset]
  --products N  add N synthetic products after the demo data (for benchmarks)
  --reset       delete every product and category first (past orders keep their item snapshots)`

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '0' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const count = Number(values.products)
  if (!Number.isInteger(count) || count < 0) {
    console.error(`--products must be a whole number, got '${values.products}'\n${USAGE}`)
    process.exitCode = 1
    return
  }

  const config = loadConfig()
  const started = performance.now()
  const { database, description } = await openDatabaseForTool(config)
  try {
    console.log(`database: ${description}`)
    if (values.reset) {
      // DELETE, not TRUNCATE … CASCADE: the foreign keys' own rules then apply, so order items
      // keep their snapshot (product_id set null) instead of being wiped with the products.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM products`)
        await tx.execute(sql`DELETE FROM categories`)
      })
      console.log('removed every product and category')
    }
    const logger = { info: (obj: object, msg?: string) => console.log(msg ?? '', obj) }
    const demo = await seedDemoDataIfEmpty(database.db, logger)
    console.log(demo ? `loaded demo data: ${JSON.stringify(demo)}` : 'demo data already present')
    if (count > 0) {
      const largeStarted = performance.now()
      let lastShown = 0
      await seedLargeCatalogue(database.db, count, {
        onProgress(done, total) {
          if (done - lastShown >= 10_000 || done === total) {
            lastShown = done
            const shown = `${done.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')}`
            console.log(`  ${shown} products (${seconds(largeStarted)} s)`)
          }
        },
      })
      console.log(`added ${count.toLocaleString('en-IN')} products in ${seconds(largeStarted)} s`)
    }
    console.log(`done in ${seconds(started)} s`)
  } finally {
    await database.close()
  }
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1)
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirInUseError ? err.message : err)
  process.exitCode = 1
})
