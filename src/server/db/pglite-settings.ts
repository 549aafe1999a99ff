import { setFlagsFromString } from 'node:v8'

/**
 * PGlite's shared_buffers. PostgreSQL's default, 128MB, lives inside the WebAssembly memory, which
 * never shrinks: a running store kept most of it resident. The measured figures are in ADR 039.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '32MB'

/**
 * V8 runs PGlite's PostgreSQL (WebAssembly) in baseline code first and recompiles a function with
 * its optimising compiler, on background threads, once the function has run through its tiering
 * budget (`--wasm-tiering-budget`, about 1.8M bytes of code executed). PostgreSQL's own start-up
 * (reading the catalogues, the first parses) ran through it for hundreds of functions that
 * requests never make hot, and optimising them cost ~300 ms of CPU at every start and ~20 MB
 * that stayed resident (ADR 049). Each function of an instance gets its budget when the instance
 * is made, so the instances made here get a larger one: what requests keep busy is optimised
 * after a second or two of traffic, most of what only the start ran stays in baseline code. Ten
 * times more kept checkout in baseline code for minutes. An operator's own
 * `--wasm-tiering-budget` (node's flags or NODE_OPTIONS) is left alone.
 */
export const START_TIERING_BUDGET = 100_000_000
/** V8's own default (`node --v8-options`), put back once no instance is being made. */
export const V8_DEFAULT_TIERING_BUDGET = 1_800_000
let instancesStarting = 0

/** Makes PGlite instances (`create`) with START_TIERING_BUDGET, then puts V8's default back. */
export async function withStartTieringBudget<T>(create: () => Promise<T>): Promise<T> {
  if (setsTieringBudget(process.execArgv, process.env.NODE_OPTIONS)) return create()
  if (instancesStarting++ === 0) setFlagsFromString(`--wasm-tiering-budget=${START_TIERING_BUDGET}`)
  try {
    return await create()
  } finally {
    if (--instancesStarting === 0) setFlagsFromString(`--wasm-tiering-budget=${V8_DEFAULT_TIERING_BUDGET}`)
  }
}

/** True when node's own flags or NODE_OPTIONS set --wasm-tiering-budget (dashes or underscores). */
export function setsTieringBudget(execArgv: string[], nodeOptions: string | undefined): boolean {
  return [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((arg) =>
    /^--wasm[-_]tiering[-_]budget(=|$)/.test(arg),
  )
}
