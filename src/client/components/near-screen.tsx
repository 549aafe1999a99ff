import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'

/**
 * Draws its children (usually a lazy component) only once their place comes near the screen:
 * what a page shows further down costs no download or render on the first screen (issue 12
 * item 7). The placeholder keeps the space, so nothing above it moves.
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
    return () => observer.disconnect()
  }, [near, margin])
  if (!near) return <div ref={ref} className={className} />
  return <Suspense fallback={<div className={className} />}>{children}</Suspense>
}
