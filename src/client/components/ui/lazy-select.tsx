import { ChevronDownIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { cn } from '#client/lib/cn.ts'
import type { OptionsSelectProps } from './select.tsx'
import { SELECT_ICON_CLASSES, SELECT_TRIGGER_CLASSES } from './select-trigger-classes.ts'

export type { SelectOption } from './select.tsx'

// Radix Select with its popper (floating-ui), focus scope, scroll lock and dismissable layer is
// ~20 KB after Brotli: it downloads when someone first reaches for a select (pointer over it,
// focus), not with the page (issue 13 item 6, ADR 045). Until then a button that draws the same
// stands in; pressed, it gives way to the Radix select already open, as the avatar menu does
// (auth account-menu.tsx). The server and the first render draw the stand-in, so hydration matches.
const loadSelect = () => import('./select.tsx')
const RadixSelect = lazy(() => loadSelect().then((m) => ({ default: m.EagerOptionsSelect })))

/** A select over a list of options (role combobox, named by aria-label). */
export function OptionsSelect(props: Omit<OptionsSelectProps, 'defaultOpen'>) {
  const [wanted, setWanted] = useState(false)
  const chosen = props.options.find((option) => option.value === props.value)
  const standIn = (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label={props['aria-label']}
      disabled={props.disabled}
      data-state="closed"
      className={cn(...SELECT_TRIGGER_CLASSES, props.className)}
      onPointerEnter={() => void loadSelect()}
      onFocus={() => void loadSelect()}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
        event.preventDefault()
        setWanted(true)
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{chosen?.label}</span>
      <ChevronDownIcon aria-hidden="true" className={SELECT_ICON_CLASSES} />
    </button>
  )
  if (!wanted) return standIn
  return (
    <Suspense fallback={standIn}>
      <RadixSelect {...props} defaultOpen />
    </Suspense>
  )
}
