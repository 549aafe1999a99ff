import { Field, fieldAria, Textarea } from '#client/components/ui/field.tsx'
import {
  DELIVERY_INSTRUCTIONS_LABEL,
  DELIVERY_INSTRUCTIONS_MAX,
  PlaceOrderBodySchema,
} from '#shared/schemas/orders.ts'

/** The order body's own rule, so the field refuses what the server would (decisions.md 24). */
export function deliveryInstructionsError(text: string): string | undefined {
  const result = PlaceOrderBodySchema.shape.notes.safeParse(text)
  return result.success ? undefined : result.error.issues[0]?.message
}

type DeliveryInstructionsProps = { value: string; onChange: (value: string) => void }

/** Checkout's optional "Delivery instructions": shown to staff and on the tracking page. */
export function DeliveryInstructions({ value, onChange }: DeliveryInstructionsProps) {
  const id = 'checkout-notes'
  const error = deliveryInstructionsError(value)
  return (
    <Field
      id={id}
      label={`${DELIVERY_INSTRUCTIONS_LABEL} (optional)`}
      error={error ? `${DELIVERY_INSTRUCTIONS_LABEL} ${error}` : undefined}
      hint={`${value.length}/${DELIVERY_INSTRUCTIONS_MAX} · e.g. Ring the bell, leave with the guard`}
    >
      <Textarea
        {...fieldAria(id, error, true)}
        value={value}
        maxLength={DELIVERY_INSTRUCTIONS_MAX}
        rows={2}
        className="min-h-16"
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  )
}
