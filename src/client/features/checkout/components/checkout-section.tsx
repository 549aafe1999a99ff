import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

type CheckoutSectionProps = {
  id: string
  icon: LucideIcon
  title: string
  action?: ReactNode
  children: ReactNode
}

/** One card of the checkout page, labelled by its heading. */
export function CheckoutSection({ id, icon: Icon, title, action, children }: CheckoutSectionProps) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border bg-card p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-base font-bold sm:text-lg">
          <Icon aria-hidden="true" className="size-5 text-primary" />
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}
