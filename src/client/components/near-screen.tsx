import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'

/**
 * Draws its children (usually a lazy component) once their place comes near the screen or,
 * at the latest, once the browser is idle after the first screen: what a page shows further
 * down costs nothing while the first screen loads (issue 12 item 7), yet is always there to be
 * found (find-in-page, screen readers' lists of headings, links and buttons). The placeholder
 * keeps the space, so nothing above it moves.
 */
export function NearScreen({
  children,
  className,
  margin = '300px',
}: {
  children: ReactNode
  /** The placeholder's size, e.g. 'min-h-40'. */
  className?: string
  /** How far below the screen to start. */
  margin?: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(element)
    const idle = whenIdle(() => setNear(true))
    return () => {
      observer.disconnect()
      idle.cancel()
    }
  }, [near, margin])
  if (!near) return <div ref={ref} className={className} />
  return <Suspense fallback={<div className={className} />}>{children}</Suspense>
}

/** Runs `run` when the browser is idle (at most 2 s later); Safari has no requestIdleCallback. */
function whenIdle(run: () => void): { cancel: () => void } {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 })
    return { cancel: () => cancelIdleCallback(id) }
  }
  const id = setTimeout(run, 1000)
  return { cancel: () => clearTimeout(id) }
}
