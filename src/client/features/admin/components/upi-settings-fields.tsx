import { Field, fieldAria, Input } from '#client/components/ui/field.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/admin.json'
import type { SavedStoreSettings } from '#shared/schemas/store-settings.ts'

// UPI to the store's own UPI ID (issue 14, ADR 030), a section of Store Settings. Checkout offers
// UPI once the UPI ID is set; an unpaid UPI order is cancelled after the hold time.

export const UPI_KEYS = ['upiId', 'upiPayeeName', 'upiHoldMinutes'] as const
export type UpiKey = (typeof UPI_KEYS)[number]

export function upiValues(settings: SavedStoreSettings): Record<UpiKey, string> {
  return {
    upiId: settings.upiId,
    upiPayeeName: settings.upiPayeeName,
    upiHoldMinutes: String(settings.upiHoldMinutes),
  }
}

/** The typed values as the body wants them; StoreSettingsBodySchema checks them. */
export function upiInput(values: Record<UpiKey, string>) {
  const minutes = values.upiHoldMinutes.trim()
  return {
    upiId: values.upiId,
    upiPayeeName: values.upiPayeeName,
    upiHoldMinutes: minutes === '' ? Number.NaN : Number(minutes),
  }
}

type Props = {
  values: Record<UpiKey, string>
  errors: Partial<Record<UpiKey, string>>
  onChange: (key: UpiKey, value: string) => void
}

export function UpiSettingsFields({ values, errors, onChange }: Props) {
  const t = useT(messages)
  const input = (key: UpiKey, label: string, hint: string, props: Record<string, unknown> = {}) => (
    <Field id={`setting-${key}`} label={label} hint={hint} error={errors[key]}>
      <Input
        {...fieldAria(`setting-${key}`, errors[key], true)}
        value={values[key]}
        onChange={(event) => onChange(key, event.target.value)}
        {...props}
      />
    </Field>
  )
  return (
    <fieldset className="flex flex-col gap-4 border-t pt-4">
      <legend className="pt-4 text-sm font-bold">{t('admin.upiPayments')}</legend>
      {input('upiId', t('admin.upiId'), t('admin.upiIdHint'), {
        placeholder: t('admin.upiIdPlaceholder'),
        autoComplete: 'off',
      })}
      {input('upiPayeeName', t('admin.payeeName'), t('admin.payeeNameHint'), { maxLength: 100 })}
      {input('upiHoldMinutes', t('admin.holdMinutes'), t('admin.holdMinutesHint'), {
        type: 'number',
        inputMode: 'numeric',
        min: 5,
        max: 1440,
      })}
    </fieldset>
  )
}
