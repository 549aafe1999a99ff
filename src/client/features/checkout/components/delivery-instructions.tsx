import { useEffect, useRef } from 'react'
import { Field, fieldAria, Textarea } from '#client/components/ui/field.tsx'
import { type Translate, useT } from '#client/lib/i18n.ts'
import { DELIVERY_INSTRUCTIONS_MAX, deliveryInstructionsProblem } from '#shared/delivery.ts'
import messages from '#shared/i18n/en/checkout.json'

/**
 * The order body's own rule (shared/delivery.ts, without zod: issue 13 item 6), so the field
 * refuses what the server would (decisions.md 24), said as one sentence of the shown language
 * (the schema's words are a suffix to a field name).
 */
export function deliveryInstructionsError(text: string, t: Translate<typeof messages>): string | undefined {
  const problem = deliveryInstructionsProblem(text)
  if (!problem) return undefined
  return problem === 'too_long'
    ? t('checkout.notesTooLong', { max: DELIVERY_INSTRUCTIONS_MAX })
    : t('checkout.notesNotAllowed')
}

type DeliveryInstructionsProps = {
  value: string
  onChange: (value: string) => void
  /** Opened by 'Add delivery instructions': the field takes the focus the button had. */
  focusOnOpen?: boolean
}

/** Checkout's optional "Delivery instructions": shown to staff and on the tracking page. */
export function DeliveryInstructions({ value, onChange, focusOnOpen = false }: DeliveryInstructionsProps) {
  const t = useT(messages)
  const field = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (focusOnOpen) field.current?.focus()
  }, [focusOnOpen])
  const id = 'checkout-notes'
  const label = t('checkout.notesLabel')
  const error = deliveryInstructionsError(value, t)
  return (
    <Field
      id={id}
      label={t('checkout.optional', { label })}
      error={error}
      hint={t('checkout.notesHint', { length: value.length, max: DELIVERY_INSTRUCTIONS_MAX })}
    >
      <Textarea
        {...fieldAria(id, error, true)}
        ref={field}
        value={value}
        maxLength={DELIVERY_INSTRUCTIONS_MAX}
        rows={2}
        className="min-h-16"
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  )
}
