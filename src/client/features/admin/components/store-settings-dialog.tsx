import { type FormEvent, useState } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx'
import { Field, fieldAria, Input } from '#client/components/ui/field.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { formatDate } from '#client/lib/format-date.ts'
import { notify } from '#client/lib/toast.ts'
import { parseRupeesToPaise } from '#shared/money.ts'
import type { StoreSettings, StoreSettingsBody } from '#shared/schemas/admin.ts'
import { useStoreSettings, useUpdateStoreSettings } from '../api/store-settings.ts'
import { paiseToRupeeText } from '../lib/rupee-text.ts'

const FIELDS = [
  {
    key: 'deliveryFee',
    label: 'Delivery fee (₹)',
    hint: 'Charged when the cart is below the free-delivery threshold.',
  },
  {
    key: 'freeDeliveryThreshold',
    label: 'Free delivery from (₹)',
    hint: 'Carts of this subtotal or more are delivered free.',
  },
  {
    key: 'minOrderBanner',
    label: 'Minimum order banner (₹)',
    hint: "The amount in the home page banner 'Add items worth ₹… to start placing your order'.",
  },
] as const satisfies readonly { key: keyof StoreSettingsBody; label: string; hint: string }[]

const FIELD_NAMES: Record<keyof StoreSettingsBody, string> = {
  deliveryFee: 'Delivery fee',
  freeDeliveryThreshold: 'Free-delivery threshold',
  minOrderBanner: 'Minimum order banner value',
}

type Values = Record<keyof StoreSettingsBody, string>
type Errors = Partial<Record<keyof StoreSettingsBody, string>>

/**
 * Store settings (decisions.md 1): the delivery fee, the free-delivery threshold and the
 * minimum-order banner value. It opens from the dashboard header because these are store-wide
 * and matter on every tab; cart and checkout use the new values from the next request.
 */
export function StoreSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const settings = useStoreSettings(open)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Store Settings" description="Delivery charges and the home page banner">
        {settings.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load store settings
          </p>
        ) : (
          <SettingsForm settings={settings.data} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  )
}

function SettingsForm({ settings, onDone }: { settings: StoreSettings; onDone: () => void }) {
  const update = useUpdateStoreSettings()
  const [values, setValues] = useState<Values>({
    deliveryFee: paiseToRupeeText(settings.deliveryFee),
    freeDeliveryThreshold: paiseToRupeeText(settings.freeDeliveryThreshold),
    minOrderBanner: paiseToRupeeText(settings.minOrderBanner),
  })
  const [errors, setErrors] = useState<Errors>({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body: Partial<StoreSettingsBody> = {}
    const found: Errors = {}
    for (const { key } of FIELDS) {
      const text = values[key].trim()
      const paise = text ? parseRupeesToPaise(text) : null
      if (!text) found[key] = `${FIELD_NAMES[key]} is required`
      else if (paise === null)
        found[key] = `${FIELD_NAMES[key]} must be an amount in rupees with at most 2 decimals`
      else body[key] = paise
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    update.mutate(body as StoreSettingsBody, {
      onSuccess: () => {
        notify.success('Store settings saved')
        onDone()
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          const fromServer: Errors = {}
          for (const [key, message] of Object.entries(error.fields)) {
            const name = key.replace(/^body\./, '') as keyof StoreSettingsBody
            if (name in FIELD_NAMES) fromServer[name] = message
          }
          setErrors(fromServer)
        }
        notify.error(
          'Failed to save store settings',
          error instanceof ApiError ? { description: error.message } : undefined,
        )
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {FIELDS.map(({ key, label, hint }) => (
        <Field key={key} id={`setting-${key}`} label={label} hint={hint} error={errors[key]}>
          <Input
            {...fieldAria(`setting-${key}`, errors[key], true)}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={values[key]}
            onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
          />
        </Field>
      ))}
      <p className="text-xs text-muted-foreground">
        {settings.updatedAt
          ? `Last changed ${formatDate(settings.updatedAt, 'dateTime')}`
          : 'Using the default values'}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  )
}
