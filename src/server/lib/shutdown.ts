// The one way the server process ends (main.ts). Resources register how to close themselves as
// they open; a signal, a failed start or a taken port closes them newest first, then exits. A step
// that hangs (a client that never finishes its request, a database that does not answer) cannot
// keep the process alive: past the time limit the process exits non-zero, so a process manager
// sees that the stop was not clean.

type Logger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void }

export type Shutdown = {
  /** Registers a closing step; steps run in reverse order of registration. */
  add(name: string, close: () => Promise<void> | void): void
  /** Closes everything and exits with `code` (1 if a step failed or the limit passed). Idempotent. */
  stop(code: number, reason: string, options?: { quiet?: boolean }): Promise<void>
  readonly stopping: boolean
}

export function createShutdown(options: {
  timeoutMs: number
  log: () => Logger
  exit?: (code: number) => void
}): Shutdown {
  const exit = options.exit ?? ((code: number) => process.exit(code))
  const steps: { name: string; close: () => Promise<void> | void }[] = []
  let stopping: Promise<void> | null = null
  return {
    add(name, close) {
      steps.push({ name, close })
    },
    get stopping() {
      return stopping !== null
    },
    stop(code, reason, { quiet = false } = {}) {
      // A second signal while closing changes nothing: the limit below already bounds the wait.
      if (stopping) return stopping
      const log = options.log()
      const timer = setTimeout(() => {
        log.error({ timeoutMs: options.timeoutMs, reason }, 'did not stop in time; exiting anyway')
        exit(1)
      }, options.timeoutMs)
      timer.unref()
      stopping = (async () => {
        if (!quiet) log.info({ reason }, 'shutting down')
        let failed = false
        for (const step of steps.reverse()) {
          try {
            await step.close()
          } catch (err) {
            failed = true
            log.error({ err, step: step.name }, 'could not close cleanly')
          }
        }
        clearTimeout(timer)
        if (!quiet) log.info({ reason }, 'stopped')
        exit(failed ? 1 : code)
      })()
      return stopping
    },
  }
}
