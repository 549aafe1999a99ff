import { Field, fieldAria, Input, Textarea } from '#client/components/ui/field.tsx'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx'
import { useT } from '#client/lib/i18n.ts'
import { formatGstRate, GST_RATES, GST_STATE_CODES, GST_STATES } from '#shared/gst.ts'
import messages from '#shared/i18n/en/admin.json'
import type { SavedStoreSettings } from '#shared/schemas/store-settings.ts'

// The seller's details on GST tax invoices (issue 14, ADR 029), a section of Store Settings.
// Invoices are issued on delivery once legal name, GSTIN and state are set.

export const GST_KEYS = [
  'legalName',
  'gstin',
  'stateCode',
  'address',
  'fssaiLicence',
  'invoicePrefix',
  'deliveryGstRate',
] as const
export type GstKey = (typeof GST_KEYS)[number]

const NO_STATE = 'none'

export function gstValues(settings: SavedStoreSettings): Record<GstKey, string> {
  return {
    legalName: settings.legalName,
    gstin: settings.gstin,
    stateCode: settings.stateCode,
    address: settings.address,
    fssaiLicence: settings.fssaiLicence,
    invoicePrefix: settings.invoicePrefix,
    deliveryGstRate: String(settings.deliveryGstRate),
  }
}

/** The typed values as the body wants them; StoreSettingsBodySchema checks them. */
export function gstInput(values: Record<GstKey, string>) {
  const { legalName, gstin, stateCode, address, fssaiLicence, invoicePrefix } = values
  return {
    legalName,
    gstin,
    stateCode,
    address,
    fssaiLicence,
    invoicePrefix,
    deliveryGstRate: Number(values.deliveryGstRate),
  }
}

type Props = {
  values: Record<GstKey, string>
  errors: Partial<Record<GstKey, string>>
  onChange: (key: GstKey, value: string) => void
}

export function GstSettingsFields({ values, errors, onChange }: Props) {
  const t = useT(messages)
  const text = (key: GstKey, label: string, hint?: string, props: { maxLength?: number } = {}) => (
    <Field id={`setting-${key}`} label={label} hint={hint} error={errors[key]}>
      <Input
        {...fieldAria(`setting-${key}`, errors[key], Boolean(hint))}
        value={values[key]}
        onChange={(event) => onChange(key, event.target.value)}
        {...props}
      />
    </Field>
  )
  return (
    <fieldset className="flex flex-col gap-4 border-t pt-4">
      <legend className="pt-4 text-sm font-bold">{t('admin.gstInvoice')}</legend>
      <p className="text-xs text-muted-foreground">{t('admin.gstInvoiceText')}</p>
      {text('legalName', t('admin.legalName'), undefined, { maxLength: 200 })}
      {text('gstin', t('admin.gstin'), t('admin.gstinHint'), { maxLength: 15 })}
      <Field id="setting-stateCode" label={t('admin.state')} error={errors.stateCode}>
        <Select
          value={values.stateCode || NO_STATE}
          onValueChange={(value) => onChange('stateCode', value === NO_STATE ? '' : value)}
        >
          <SelectTrigger
            id="setting-stateCode"
            aria-invalid={errors.stateCode ? true : undefined}
            className="h-11"
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NO_STATE}>{t('admin.notSet')}</SelectItem>
            {GST_STATE_CODES.map((code) => (
              <SelectItem key={code} value={code}>
                {code} {GST_STATES[code]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field id="setting-address" label={t('admin.address')} error={errors.address}>
        <Textarea
          {...fieldAria('setting-address', errors.address)}
          rows={2}
          maxLength={500}
          value={values.address}
          onChange={(event) => onChange('address', event.target.value)}
        />
      </Field>
      {text('fssaiLicence', t('admin.fssai'), t('admin.fssaiHint'), { maxLength: 14 })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('invoicePrefix', t('admin.invoicePrefix'), t('admin.invoicePrefixHint'), { maxLength: 4 })}
        <Field id="setting-deliveryGstRate" label={t('admin.deliveryGst')} error={errors.deliveryGstRate}>
          <Select
            value={values.deliveryGstRate}
            onValueChange={(value) => onChange('deliveryGstRate', value)}
          >
            <SelectTrigger id="setting-deliveryGstRate" className="h-11">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {GST_RATES.map((rate) => (
                <SelectItem key={rate} value={String(rate)}>
                  {formatGstRate(rate)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      </div>
    </fieldset>
  )
}
