// Whether the app has taken over the page the server drew (ADR 043, ADR 065), told to the page in
// a way that does not depend on the renderer: #root gets `data-hydrated` once every part of the
// first screen's markup is the app's, which app-start.js reads before it lets a press through.
// Parts that wait to come near the screen (HydrateNearScreen, ADR 048) say so on their own
// element (`data-hydrate-near-screen`, `data-taken-over` once they are the app's).

let takingOver = false
const waits = new Set<Promise<unknown>>()

/** True while the browser is hydrating the server's page and some of its code is still coming. */
export function isTakingOver(): boolean {
  return takingOver
}

/** A part of the page (a lazy page or component) that suspended while it was being taken over. */
export function hydrationWaitsFor(loading: Promise<unknown>): void {
  if (takingOver) waits.add(loading)
}

/**
 * Runs `hydrate` (synchronous: Preact hydrates in one go, keeping the markup of each part whose
 * code is still loading), then waits for those parts to load and be taken over in turn, and marks
 * the root.
 */
export async function takeOver(root: HTMLElement, hydrate: () => void): Promise<void> {
  takingOver = true
  try {
    hydrate()
    while (waits.size > 0) {
      const pending = [...waits]
      waits.clear()
      await Promise.allSettled(pending)
      // Preact resumes a part in a microtask after its code settles; a part inside it that is
      // lazy too registers then. A task later, all of that has run.
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
  } finally {
    takingOver = false
    root.setAttribute('data-hydrated', '')
  }
}
