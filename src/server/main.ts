import { createServer } from 'node:net'
import { DataDirInUseError } from '#server/db/data-dir-lock.ts'
import { openDatabase } from '#server/db/database.ts'
import { findRunningServer, offerLocalSocket } from '#server/db/local-socket.ts'
import { migrateDatabase } from '#server/db/migrate.ts'
import { FIRST_VACUUM_AFTER_MS, VACUUM_EVERY_MS, vacuumTables } from '#server/db/pglite-maintenance.ts'
import { ensureDeliverySlots, hasCatalogue, seedDemoDataIfEmpty } from '#server/db/seed/seed-demo.ts'
import { collectWhenIdle } from '#server/lib/idle-gc.ts'
import { createShutdown } from '#server/lib/shutdown.ts'
import { expireUnpaidUpiOrders, UPI_EXPIRY_SWEEP_MS } from '#server/modules/payments/upi-service.ts'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'

type Logger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void }
/** Until the app's logger exists, only errors are worth a line. */
const consoleLog: Logger = {
  info: () => {},
  error: (obj, msg) => console.error(msg, obj),
}

// Loads config, opens and migrates the database, seeds an empty one, listens. Nothing else.
async function main() {
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
  let log: Logger = consoleLog
  // From here on the process ends only through shutdown: whatever has been opened is closed
  // (HTTP, sockets, the local socket, the pool or PGlite), within the time limit.
  const shutdown = createShutdown({ timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000, log: () => log })
  process.on('SIGINT', () => void shutdown.stop(0, 'SIGINT'))
  process.on('SIGTERM', () => void shutdown.stop(0, 'SIGTERM'))
  try {
    await start(config, shutdown, (next) => {
      log = next
    })
  } catch (err) {
    if (isPortTaken(err)) {
      // One clear line, not a stack: the operator's fix is in the message.
      console.error(`Port ${config.PORT} is in use: set PORT`)
    } else if (err instanceof DataDirInUseError) {
      console.error(err.message)
    } else if (log === consoleLog) {
      console.error(err)
    } else {
      log.error({ err }, 'could not start')
    }
    await shutdown.stop(1, 'start failed', { quiet: true })
  }
}

async function start(
  config: ReturnType<typeof loadConfig>,
  shutdown: ReturnType<typeof createShutdown>,
  setLogger: (log: Logger) => void,
) {
  const started = performance.now()
  // A taken port is found before the database is opened, so the operator hears it at once and
  // nothing is touched; the same message covers losing a race for the port at listen() below.
  if (!(await portIsFree(config.HOST, config.PORT)))
    throw Object.assign(new Error('port taken'), { code: 'EADDRINUSE' })
  // PGlite is single-process: a second server on the same DATA_DIR would corrupt it.
  const running = config.DATABASE_URL ? null : await findRunningServer(config.DATA_DIR)
  if (running) {
    console.error(`Another FreshCart server (pid ${running.pid}) is using ${config.DATA_DIR}. Stop it first.`)
    process.exit(1)
  }
  const database = await openDatabase(config)
  shutdown.add('database', () => database.close())
  if (shutdown.stopping) return
  await migrateDatabase(database)
  const app = await buildApp({ config, database })
  setLogger(app.log)
  // Closes the HTTP server: no new connections; realtime sockets hear 1001 and reconnect
  // elsewhere; requests in flight finish (bounded by the shutdown limit).
  shutdown.add('http', () => app.close())
  database.onConnectionError((err) => app.log.warn({ err }, 'database connection lost'))
  // An empty store is seeded before it listens, and the seed tops the slots up in its
  // transaction. A store with a catalogue (every start but the first) is not kept waiting on the
  // seed's locked transaction: it tops its slots up right after it listens (ADR 039).
  let slotsToppedUp = false
  if (config.SEED_DEMO_DATA && !(await hasCatalogue(database.db))) {
    const seeded = await seedDemoDataIfEmpty(database.db, app.log)
    if (seeded) app.log.info(seeded, 'loaded demo data into an empty database')
    slotsToppedUp = true
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
  const slotTimer = setInterval(() => void topUpSlots(), 60 * 60 * 1000)
  slotTimer.unref()
  // Unpaid UPI orders past their hold time are cancelled (ADR 030). Every instance sweeps; the
  // database claim (FOR UPDATE SKIP LOCKED) makes each cancellation happen once.
  const sweepUnpaid = async () => {
    try {
      const expired = await expireUnpaidUpiOrders(database.db)
      if (expired > 0) app.log.info({ expired }, 'cancelled unpaid UPI orders')
    } catch (err) {
      app.log.error({ err }, 'could not cancel unpaid UPI orders')
    }
  }
  const upiTimer = setInterval(() => void sweepUnpaid(), UPI_EXPIRY_SWEEP_MS)
  upiTimer.unref()
  shutdown.add('unpaid UPI sweep', () => clearInterval(upiTimer))
  shutdown.add('slot timer', () => clearInterval(slotTimer))
  // PGlite has no autovacuum: the store vacuums its tables itself (db/pglite-maintenance.ts).
  if (database.kind === 'pglite') {
    let vacuuming: Promise<unknown> = Promise.resolve()
    const vacuum = () => {
      vacuuming = vacuumTables(database.db, () => shutdown.stopping).then(
        (tables) => app.log.info({ tables: tables.length }, 'vacuumed and analysed the embedded database'),
        (err) => app.log.error({ err }, 'could not vacuum the embedded database'),
      )
    }
    let vacuumTimer = setTimeout(function again() {
      vacuum()
      vacuumTimer = setTimeout(again, VACUUM_EVERY_MS).unref()
    }, FIRST_VACUUM_AFTER_MS).unref()
    // Before the database closes (shutdown closes in reverse order): a vacuum under way finishes
    // its table and stops.
    shutdown.add('vacuum', async () => {
      clearTimeout(vacuumTimer)
      await vacuuming
    })
  }
  if (shutdown.stopping) return

  // The database is offered to local tools (DATA_DIR/server.json and its socket,
  // db/local-socket.ts) before the store listens, so that a store answering /api/health has
  // written server.json: a script that waits for health and then runs the CLI finds it. (Offered
  // after listening, health could answer first: the socket's module loads on first use, ADR 080.)
  // A start that fails from here on removes both as it shuts down, so it leaves nothing behind.
  const localSocket = database.pglite
    ? await offerLocalSocket(database.pglite, {
        dataDir: config.DATA_DIR,
        port: config.PGLITE_SOCKET_PORT,
        log: app.log,
      })
    : null
  if (localSocket) shutdown.add('local socket', () => localSocket.stop())
  if (shutdown.stopping) return

  await app.listen({ host: config.HOST, port: config.PORT })
  if (!slotsToppedUp) {
    // Closing waits for it, so the database is never closed under it.
    const topUp = topUpSlots()
    shutdown.add('slot top-up', () => topUp)
  }
  // A quiet store gives back what its traffic left behind (ADR 055).
  shutdown.add('idle collection', collectWhenIdle(app.server))
  app.log.info(
    { url: config.PUBLIC_URL, database: database.kind, startupMs: Math.round(performance.now() - started) },
    `${config.STORE_NAME} is ready at ${config.PUBLIC_URL}`,
  )
}

function portIsFree(host: string, port: number): Promise<boolean> {
  if (port === 0) return Promise.resolve(true)
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code !== 'EADDRINUSE'))
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

function isPortTaken(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE'
}

/** Settles once the server listens (or has given up); boot.ts writes the code cache after it. */
export const ready = main().catch((err) => {
  console.error(err)
  process.exit(1)
})
