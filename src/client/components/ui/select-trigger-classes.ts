// The select button's look, shared by Radix's trigger (ui/select.tsx) and the button that stands in
// for it until Radix Select has loaded (ui/lazy-select.tsx): the two draw the same.
export const SELECT_TRIGGER_CLASSES = [
  'inline-flex h-10 w-full items-center justify-between gap-2 rounded-xl border border-input bg-card px-3 text-sm text-foreground shadow-xs transition outline-none',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted-foreground',
  '[&>span]:truncate',
]
export const SELECT_ICON_CLASSES = 'size-4 shrink-0 text-muted-foreground'
