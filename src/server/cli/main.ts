import { runCli } from './cli.ts'

// Entry point of `npm run cli -- <command>` (and dist/server/cli.js); the work is in cli.ts.
process.exit(await runCli(process.argv.slice(2)))
