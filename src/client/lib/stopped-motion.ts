import { useCallback, useEffect, useState } from 'react'
import { readStored, writeStored } from './storage.ts'

/**
 * Whether the shopper stopped one of the page's moving parts (the festival banner, the home
 * carousel). WCAG 2.2.2: what moves by itself for more than five seconds beside other content can
 * be paused. The choice is kept on the device, so a stopped part stays stopped on the next visit;
 * it is read after the first render, which the server drew moving (the same markup hydrates).
 */
export function useStoppedMotion(part: string): [stopped: boolean, setStopped: (stopped: boolean) => void] {
  const key = `freshcart:stopped:${part}`
  const [stopped, setState] = useState(false)
  useEffect(() => {
    if (readStored(key) === '1') setState(true)
  }, [key])
  const setStopped = useCallback(
    (value: boolean) => {
      setState(value)
      writeStored(key, value ? '1' : '0')
    },
    [key],
  )
  return [stopped, setStopped]
}
