import { type ReactNode, Suspense, use, useEffect, useRef, useState, useSyncExternalStore } from 'react'

/**
 * A part of a server-drawn page (ADR 043) that React takes over (hydrates) only when it comes
 * near the screen, when it is pressed or focused, or when the page draws it again, whichever is
 * first (issue 12 item 7). Until then it is the server's markup, which looks exactly the same and
 * whose links work; only its buttons wait. The page's first hydration then covers what the first
 * screen shows, not every product card of the page at once.
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
  // Drawn again by its page (new answers, the cart changed): React must bring the server's
  // markup up to date, and can only do that once it has taken it over. Opening the gate here lets
  // it hydrate the part first and then apply the change (without, it would throw the markup away
  // and draw the part anew).
  if (drawn.current) gate.open()
  useEffect(() => {
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
        <Gate gate={gate} />
        {children}
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

/**
 * A thenable in the shape React's `use` reads synchronously (`status`, `value`): once open, a
 * render that reads it goes on at once, which is what lets a press hydrate the part in the same
 * event (React hydrates the pressed boundary synchronously before dispatching the press).
 */
function createGate(): GateState {
  const waiting: (() => void)[] = []
  const gate: GateState = {
    status: 'pending',
    value: undefined,
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React's `use` waits on
    then: (onOpen) => {
      if (gate.status === 'fulfilled') onOpen()
      else waiting.push(onOpen)
    },
    open: () => {
      if (gate.status === 'fulfilled') return
      gate.status = 'fulfilled'
      // React's own listeners (its retry) run after the current render or event.
      queueMicrotask(() => {
        for (const onOpen of waiting.splice(0)) onOpen()
      })
    },
  }
  return gate
}

const noSubscription = () => () => {}

/** Suspends while React hydrates the part and the gate is shut; draws nothing. */
function Gate({ gate }: { gate: GateState }) {
  // The server snapshot is what React reads while hydrating; a browser render reads `false`.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  // The server draws everything at once (it has no screen).
  if (hydrating && typeof document !== 'undefined' && gate.status !== 'fulfilled')
    use(gate as unknown as PromiseLike<void>)
  return null
}

const gates = new WeakMap<Element, GateState>()
let listening = false

/**
 * One listener on the document, in the capture phase, so it runs before React's own on the root:
 * a press, a key or focus inside a part still waiting opens its gate first, React then hydrates
 * the part synchronously and delivers the event to the button (without, React drops an event
 * aimed at markup it cannot hydrate yet).
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
  for (const type of ['pointerdown', 'keydown', 'focusin'])
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
