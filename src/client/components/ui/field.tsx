import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'
import { validationText } from '#client/lib/validation-text.ts'

export const inputClasses =
  'h-11 w-full rounded-xl border border-input bg-card px-3.5 text-base text-foreground shadow-xs transition outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground aria-[invalid=true]:border-destructive sm:text-sm'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClasses, 'h-auto min-h-28 py-2.5', className)} {...props} />
}

type FieldProps = {
  /** The id of the control, so the label and messages point at it. */
  id: string
  label: ReactNode
  /**
   * The field's error from the form (shown under the field, spec section 5); a shared schema's
   * message is shown in the chosen language (validation-text.ts).
   */
  error?: string | undefined
  hint?: ReactNode
  className?: string
  children: ReactNode
}

/** A label, the control, then its hint and its error under it. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {validationText(error)}
        </p>
      ) : null}
    </div>
  )
}

/** aria attributes linking a control to its Field's error or hint. */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined,
  } as const
}
