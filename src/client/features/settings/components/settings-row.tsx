import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** One line of the settings list: icon, label (and note), then its control. */
export function SettingsRow({
  icon: Icon,
  label,
  note,
  labelFor,
  labelId,
  children,
}: {
  icon: LucideIcon
  label: string
  note?: ReactNode
  /** The id of the control the label names (switches). */
  labelFor?: string
  /** An id for the label, for a control named by aria-labelledby (a group of buttons). */
  labelId?: string
  children?: ReactNode
}) {
  const Label = labelFor ? 'label' : 'span'
  return (
    <li className="flex min-h-16 items-center gap-3 px-4 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-soft-foreground">
        <Icon aria-hidden="true" className="size-[18px]" />
      </span>
      <span className="min-w-0 flex-1">
        <Label {...(labelFor ? { htmlFor: labelFor } : {})} id={labelId} className="block font-semibold">
          {label}
        </Label>
        {note ? <span className="block text-xs text-muted-foreground">{note}</span> : null}
      </span>
      {children}
    </li>
  )
}

/** `id` names the heading (titles are translated, so the id cannot come from them). */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 px-1 text-xs font-bold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      <ul className="divide-y overflow-hidden rounded-2xl border bg-card">{children}</ul>
    </section>
  )
}
