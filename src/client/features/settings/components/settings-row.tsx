import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** One line of the settings list: icon, label (and note), then its control. */
export function SettingsRow({
  icon: Icon,
  label,
  note,
  labelFor,
  children,
}: {
  icon: LucideIcon
  label: string
  note?: ReactNode
  /** The id of the control the label names (switches). */
  labelFor?: string
  children?: ReactNode
}) {
  const Label = labelFor ? 'label' : 'span'
  return (
    <li className="flex min-h-16 items-center gap-3 px-4 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-soft-foreground">
        <Icon aria-hidden="true" className="size-[18px]" />
      </span>
      <span className="min-w-0 flex-1">
        <Label {...(labelFor ? { htmlFor: labelFor } : {})} className="block font-semibold">
          {label}
        </Label>
        {note ? <span className="block text-xs text-muted-foreground">{note}</span> : null}
      </span>
      {children}
    </li>
  )
}

export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 px-1 text-xs font-bold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      <ul className="divide-y overflow-hidden rounded-2xl border bg-card">{children}</ul>
    </section>
  )
}
