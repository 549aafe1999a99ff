import { fileURLToPath } from 'node:url'

// Two levels up from src/server/paths.ts and from the bundled dist/server/main.js alike.
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url))
export const CLIENT_DIST_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url))
