import { WifiOffIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useOnline } from '#client/lib/online-status.ts'

/**
 * Wraps what cannot work offline (checkout, issue 15): offline, `message` says so and the
 * content stays on screen but inert, so nothing typed or chosen is lost while the network is away.
 */
export function NeedsNetwork({ message, children }: { message: string; children: ReactNode }) {
  const online = useOnline()
  return (
    <>
      {online ? null : (
        <p
          role="alert"
          className="mb-4 flex items-start gap-2 rounded-xl bg-warning-soft px-4 py-3 text-sm font-medium text-warning-soft-foreground"
        >
          <WifiOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      )}
      <div inert={!online} className={online ? undefined : 'opacity-60'}>
        {children}
      </div>
    </>
  )
}
