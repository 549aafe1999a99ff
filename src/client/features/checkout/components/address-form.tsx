import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '#client/components/ui/button.tsx'
import { Field, fieldAria, Input } from '#client/components/ui/field.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/checkout.json'
import { type Address, AddressInputSchema } from '#shared/schemas/account.ts'
import { useCreateAddress } from '../api/addresses.ts'

type FormInput = z.input<typeof AddressInputSchema>
type FormOutput = z.output<typeof AddressInputSchema>
type FieldName = keyof FormInput

const FIELDS: {
  name: FieldName
  label: keyof typeof messages
  autoComplete: string
  required: boolean
  wide?: boolean
}[] = [
  { name: 'title', label: 'checkout.fieldTitle', autoComplete: 'off', required: true },
  { name: 'recipientName', label: 'checkout.fieldRecipient', autoComplete: 'name', required: true },
  { name: 'phone', label: 'checkout.fieldPhone', autoComplete: 'tel', required: true },
  {
    name: 'addressLine1',
    label: 'checkout.fieldLine1',
    autoComplete: 'address-line1',
    required: true,
    wide: true,
  },
  {
    name: 'addressLine2',
    label: 'checkout.fieldLine2',
    autoComplete: 'address-line2',
    required: false,
    wide: true,
  },
  { name: 'landmark', label: 'checkout.fieldLandmark', autoComplete: 'off', required: false, wide: true },
  { name: 'city', label: 'checkout.fieldCity', autoComplete: 'address-level2', required: true },
  { name: 'state', label: 'checkout.fieldState', autoComplete: 'address-level1', required: true },
  { name: 'pincode', label: 'checkout.fieldPincode', autoComplete: 'postal-code', required: true },
]

type AddressFormProps = { onSaved: (address: Address) => void; onCancel?: (() => void) | undefined }

/** Adds an address to the address book without leaving checkout (decisions.md 7). */
export function AddressForm({ onSaved, onCancel }: AddressFormProps) {
  const t = useT(messages)
  const create = useCreateAddress()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f.name, ''])) as FormInput,
  })
  const { errors } = form.formState

  const onValid = (input: FormOutput) => {
    create.mutate(input, {
      onSuccess: (address) => {
        notify.success(t('checkout.addressAdded'))
        onSaved(address)
      },
      onError: (error) => {
        // The server checks the same schema; its word on a field goes under that field.
        for (const [path, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
          const name = path.replace(/^body\./, '') as FieldName
          if (FIELDS.some((f) => f.name === name)) form.setError(name, { message })
        }
        notify.error(t('checkout.addressSaveFailed'))
      },
    })
  }
  const onInvalid = () => {
    const values = form.getValues()
    const missing = FIELDS.some((f) => f.required && !String(values[f.name] ?? '').trim())
    notify.error(missing ? t('checkout.addressRequired') : t('checkout.fixErrors'))
  }

  return (
    <form
      noValidate
      aria-label={t('checkout.newAddress')}
      onSubmit={(event) => {
        // The checkout page is not a form; keep this submit from reaching anything around it.
        event.stopPropagation()
        void form.handleSubmit(onValid, onInvalid)(event)
      }}
      className="grid gap-3 rounded-2xl border border-dashed bg-muted/30 p-3 sm:grid-cols-2 sm:p-4"
    >
      {FIELDS.map(({ name, label, autoComplete, required, wide }) => {
        const id = `address-${name}`
        const error = errors[name]?.message
        return (
          <Field
            key={name}
            id={id}
            label={required ? `${t(label)} *` : t(label)}
            error={error}
            className={wide ? 'sm:col-span-2' : undefined}
          >
            <Input
              {...fieldAria(id, error)}
              autoComplete={autoComplete}
              type={name === 'phone' ? 'tel' : undefined}
              inputMode={name === 'pincode' ? 'numeric' : undefined}
              maxLength={name === 'pincode' ? 6 : undefined}
              {...form.register(name)}
            />
          </Field>
        )
      })}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('checkout.saving') : t('checkout.saveAddress')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('checkout.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
