import { type ReactNode, type RefObject, Suspense, use, useLayoutEffect, useRef, useState } from 'react'
import { isTakingOver } from '#client/app/hydration-state.ts'
import { partEnd, partStart } from '#client/app/react-on-preact.ts'

/**
 * A part of a server-drawn page (ADR 043) that the app takes over (hydrates) only when it comes
 * near the screen, when it is pressed or focused, or when the page draws it again, whichever is
 * first (issue 12 item 7). Until then it is the server's markup, which looks exactly the same and
 * whose links work; only its buttons wait. The page's first hydration then covers what the first
 * screen shows, not every product card of the page at once.
 *
 * How (ADR 048, on Preact since ADR 065): the part's content suspends while the page is being
 * taken over; Preact keeps the server's markup of a part that suspends while hydrating (from the
 * `<!--$s-->` comment before it to the `<!--/$s-->` after it) and hydrates it when the gate opens.
 * Once taken over, the element carries `data-taken-over` (app-start.js holds a press on a part
 * without it and gives it back once it has it).
 *
 * In a page the browser draws itself (a later navigation) it is an ordinary element: nothing is
 * deferred there, as nothing was drawn before.
 */
export function HydrateNearScreen({
  children,
  as: Tag = 'div',
  className,
}: {
  children: ReactNode
  /** The element around the part ('li' inside a list). */
  as?: 'div' | 'li'
  className?: string
}) {
  const ref = useRef<HTMLElement>(null)
  const [gate] = useState(createGate)
  const drawn = useRef(false)
  // Drawn again by its page (new answers, the cart changed): the part must be the app's before it
  // can change. Opening the gate here lets Preact hydrate the kept markup first and then apply the
  // change (without, it would draw the part anew beside the server's markup).
  if (drawn.current) gate.open()
  useLayoutEffect(() => {
    drawn.current = true
    const element = ref.current
    if (gate.status === 'fulfilled' || !element) return
    gates.set(element, gate)
    listenForPresses()
    const stop = observe(element, () => gate.open())
    return () => {
      stop()
      gates.delete(element)
    }
  }, [gate])
  return (
    <Tag ref={ref as never} className={className} data-hydrate-near-screen="">
      <Suspense fallback={null}>
        {partStart()}
        <Gate gate={gate}>
          <TakenOver part={ref}>{children}</TakenOver>
        </Gate>
        {partEnd()}
      </Suspense>
    </Tag>
  )
}

type GateState = {
  status: 'pending' | 'fulfilled'
  value: undefined
  then: (onOpen: () => void) => void
  open: () => void
}

/** A thenable in the shape `use` reads synchronously (`status`, `value`). */
function createGate(): GateState {
  const waiting: (() => void)[] = []
  const gate: GateState = {
    status: 'pending',
    value: undefined,
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what `use` waits on
    then: (onOpen) => {
      if (gate.status === 'fulfilled') onOpen()
      else waiting.push(onOpen)
    },
    open: () => {
      if (gate.status === 'fulfilled') return
      gate.status = 'fulfilled'
      // Suspense's retry runs after the current render or event handler.
      queueMicrotask(() => {
        for (const onOpen of waiting.splice(0)) onOpen()
      })
    },
  }
  return gate
}

/** Suspends while the app takes the page over and the gate is shut. */
function Gate({ gate, children }: { gate: GateState; children: ReactNode }) {
  // The server draws everything at once (it has no screen); a page the browser draws is not held.
  if (gate.status !== 'fulfilled' && typeof document !== 'undefined' && isTakingOver())
    use(gate as unknown as PromiseLike<void>)
  return children
}

/** Marks the part's element once its content is the app's. */
function TakenOver({ part, children }: { part: RefObject<HTMLElement | null>; children: ReactNode }) {
  useLayoutEffect(() => {
    part.current?.setAttribute('data-taken-over', '')
  }, [part])
  return children
}

const gates = new WeakMap<Element, GateState>()
let listening = false

/** What app-start.js sends to a waiting part to have it taken over for a press it held. */
const TAKE_OVER_EVENT = 'freshcart:take-over'

/**
 * One listener on the document, in the capture phase, so it runs before the press reaches the
 * part: a press, a key or focus inside a part still waiting opens its gate, and Preact hydrates
 * the part in the microtasks that run before the event goes on (a press's pointerdown comes
 * before its click, so the click reaches the part's own handler).
 */
function listenForPresses() {
  if (listening) return
  listening = true
  const open = (event: Event) => {
    const target = event.target
    if (!(target instanceof Element)) return
    const part = target.closest('[data-hydrate-near-screen]')
    if (part) gates.get(part)?.open()
  }
  for (const type of ['pointerdown', 'keydown', 'focusin', TAKE_OVER_EVENT])
    document.addEventListener(type, open, { capture: true, passive: true })
}

// One observer for every part: a listing has dozens of cards.
let observer: IntersectionObserver | undefined
const onNear = new Map<Element, () => void>()

/** Calls `near` once the element comes within about a screen's height of the screen. */
function observe(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near()
    return () => {}
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        onNear.get(entry.target)?.()
        onNear.delete(entry.target)
        observer?.unobserve(entry.target)
      }
    },
    { rootMargin: '50% 0px' },
  )
  onNear.set(element, near)
  observer.observe(element)
  return () => {
    onNear.delete(element)
    observer?.unobserve(element)
  }
}
