import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { DialogContent, DialogRoot } from '#client/components/ui/dialog.tsx'
import { Field, fieldAria, Input } from '#client/components/ui/field.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { formatDate } from '#client/lib/format-date.ts'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/admin.json'
import {
  type SavedStoreSettings,
  type StoreSettingsBody,
  StoreSettingsBodySchema,
} from '#shared/schemas/store-settings.ts'
import { addFieldMessages, readRupees } from '#shared/schemas/text-readers.ts'
import { storeSettingsQueryOptions, useStoreSettings, useUpdateStoreSettings } from '../api/store-settings.ts'
import { useEditConflict } from '../hooks/use-edit-conflict.ts'
import { paiseToRupeeText } from '../lib/rupee-text.ts'
import { EditConflictAlert } from './edit-conflict-alert.tsx'
import { GST_KEYS, type GstKey, GstSettingsFields, gstInput, gstValues } from './gst-settings-fields.tsx'
import { UPI_KEYS, type UpiKey, UpiSettingsFields, upiInput, upiValues } from './upi-settings-fields.tsx'

type Id = keyof typeof messages

/** The money settings, each with its label, hint and its name in the amount's error message. */
const FIELDS = [
  {
    key: 'deliveryFee',
    label: 'admin.settingDeliveryFee',
    hint: 'admin.settingDeliveryFeeHint',
    name: 'admin.settingDeliveryFeeName',
  },
  {
    key: 'freeDeliveryThreshold',
    label: 'admin.settingFreeFrom',
    hint: 'admin.settingFreeFromHint',
    name: 'admin.settingFreeFromName',
  },
] as const satisfies readonly { key: keyof StoreSettingsBody; label: Id; hint: Id; name: Id }[]
const MONEY_KEYS: readonly string[] = FIELDS.map((field) => field.key)

type MoneyKey = (typeof FIELDS)[number]['key']
type Key = MoneyKey | GstKey | UpiKey
type Values = Record<Key, string>
type Errors = Partial<Record<Key, string>>
const SECTION_KEYS: readonly string[] = [...GST_KEYS, ...UPI_KEYS]
const isKey = (name: string): name is Key => MONEY_KEYS.includes(name) || SECTION_KEYS.includes(name)

/**
 * Store settings (decisions.md 1): the delivery fee and the free-delivery threshold (the store
 * has no minimum order, ADR 020); the store's UPI ID (ADR 030) and GST invoice details (ADR 029). It opens from the dashboard header because these are store-wide
 * and matter on every tab; cart and checkout use the new values from the next request.
 */
export function StoreSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useT(messages)
  const settings = useStoreSettings(open)
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('admin.settingsTitle')} description={t('admin.settingsText')}>
        {settings.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('admin.settingsLoadFailed')}
          </p>
        ) : (
          <EditSettings settings={settings.data} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </DialogRoot>
  )
}

/** A save over someone else's shows the conflict, and Reload starts again from theirs (ADR 015). */
function EditSettings({ settings, onDone }: { settings: SavedStoreSettings; onDone: () => void }) {
  const queryClient = useQueryClient()
  const edit = useEditConflict(settings, () =>
    queryClient.fetchQuery({ ...storeSettingsQueryOptions(), staleTime: 0 }),
  )
  return <SettingsForm key={edit.formKey} settings={edit.loaded} edit={edit} onDone={onDone} />
}

type SettingsFormProps = {
  settings: SavedStoreSettings
  edit: ReturnType<typeof useEditConflict<SavedStoreSettings>>
  onDone: () => void
}

function SettingsForm({ settings, edit, onDone }: SettingsFormProps) {
  const t = useT(messages)
  const update = useUpdateStoreSettings()
  const [values, setValues] = useState<Values>({
    deliveryFee: paiseToRupeeText(settings.deliveryFee),
    freeDeliveryThreshold: paiseToRupeeText(settings.freeDeliveryThreshold),
    ...gstValues(settings),
    ...upiValues(settings),
  })
  const [errors, setErrors] = useState<Errors>({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Text → paise here; every rule about the amounts is StoreSettingsBodySchema's.
    const input: Record<string, unknown> = { version: settings.version }
    const found: Errors = {}
    for (const { key, name } of FIELDS) {
      const read = readRupees(values[key], t('admin.settingAmountInvalid', { field: t(name) }))
      if (read.ok) input[key] = read.value
      else found[key] = read.message
    }
    Object.assign(input, gstInput(values), upiInput(values))
    const parsed = StoreSettingsBodySchema.safeParse(input)
    if (!parsed.success) addFieldMessages(found, parsed.error.issues, isKey)
    setErrors(found)
    if (!parsed.success || Object.keys(found).length > 0) return
    update.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(t('admin.settingsSaved'))
        onDone()
      },
      onError: (error) => {
        if (edit.catchConflict(error)) return
        if (error instanceof ApiError && error.fields) {
          const fromServer: Errors = {}
          for (const [key, message] of Object.entries(error.fields)) {
            const name = key.replace(/^body\./, '')
            if (isKey(name)) fromServer[name] = message
          }
          setErrors(fromServer)
        }
        notify.error(
          t('admin.settingsSaveFailed'),
          error instanceof ApiError ? { description: error.message } : undefined,
        )
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {FIELDS.map(({ key, label, hint }) => (
        <Field key={key} id={`setting-${key}`} label={t(label)} hint={t(hint)} error={errors[key]}>
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
      <UpiSettingsFields
        values={values}
        errors={errors}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
      />
      <GstSettingsFields
        values={values}
        errors={errors}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
      />
      <p className="text-xs text-muted-foreground">
        {settings.updatedAt
          ? t('admin.lastChanged', { date: formatDate(settings.updatedAt, 'dateTime') })
          : t('admin.usingDefaults')}
      </p>
      <EditConflictAlert
        message={edit.conflict}
        reloading={edit.reloading}
        onReload={() => void edit.reload()}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending || Boolean(edit.conflict)}>
          {update.isPending ? t('admin.saving') : t('admin.saveSettings')}
        </Button>
      </div>
    </form>
  )
}
