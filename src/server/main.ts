import { openDatabase } from '#server/db/database.ts'
import { findRunningServer, offerLocalSocket } from '#server/db/local-socket.ts'
import { migrateDatabase } from '#server/db/migrate.ts'
import { ensureDeliverySlots, seedDemoDataIfEmpty } from '#server/db/seed/seed-demo.ts'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'

// Loads config, opens and migrates the database, seeds an empty one, listens. Nothing else.
async function main() {
  const started = performance.now()
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  // PGlite is single-process: a second server on the same DATA_DIR would corrupt it.
  const running = config.DATABASE_URL ? null : await findRunningServer(config.DATA_DIR)
  if (running) {
    console.error(`Another FreshCart server (pid ${running.pid}) is using ${config.DATA_DIR}. Stop it first.`)
    process.exit(1)
  }
  const database = await openDatabase(config)
  await migrateDatabase(database)
  const app = await buildApp({ config, database })
  database.onConnectionError((err) => app.log.warn({ err }, 'database connection lost'))
  if (config.SEED_DEMO_DATA) {
    const seeded = await seedDemoDataIfEmpty(database.db, app.log)
    if (seeded) app.log.info(seeded, 'loaded demo data into an empty database')
  }
  // Checkout offers today and the next six days: keep those slots in place while the store runs
  // for weeks (idempotent; existing slots and their bookings are left alone).
  const topUpSlots = async () => {
    try {
      const added = await ensureDeliverySlots(database.db)
      if (added > 0) app.log.info({ deliverySlots: added }, 'added delivery slots for the coming days')
    } catch (err) {
      app.log.error({ err }, 'could not add delivery slots')
    }
  }
  await topUpSlots()
  const slotTimer = setInterval(() => void topUpSlots(), 60 * 60 * 1000)
  slotTimer.unref()
  // The CLI and psql reach the embedded database through the server (db/local-socket.ts).
  const localSocket = database.pglite
    ? await offerLocalSocket(database.pglite, {
        dataDir: config.DATA_DIR,
        port: config.PGLITE_SOCKET_PORT,
        log: app.log,
      })
    : null

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    clearInterval(slotTimer)
    app.log.info({ signal }, 'shutting down')
    await app.close()
    await localSocket?.stop()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ host: config.HOST, port: config.PORT })
  app.log.info(
    { url: config.PUBLIC_URL, database: database.kind, startupMs: Math.round(performance.now() - started) },
    `${config.STORE_NAME} is ready at ${config.PUBLIC_URL}`,
  )
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
