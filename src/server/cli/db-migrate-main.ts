import { runDbMigrate } from './db-migrate.ts'

// Entry point of `npm run db:migrate` (and dist/server/db-migrate.js); the work is in db-migrate.ts.
process.exit(await runDbMigrate(process.env, console.log))
