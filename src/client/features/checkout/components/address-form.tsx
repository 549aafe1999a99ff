import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '#client/components/ui/button.tsx'
import { Field, fieldAria, Input } from '#client/components/ui/field.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { notify } from '#client/lib/toast.ts'
import { ADDRESS_REQUIRED_MESSAGE, type Address, AddressInputSchema } from '#shared/schemas/account.ts'
import { useCreateAddress } from '../api/addresses.ts'

type FormInput = z.input<typeof AddressInputSchema>
type FormOutput = z.output<typeof AddressInputSchema>
type FieldName = keyof FormInput

const FIELDS: { name: FieldName; label: string; autoComplete: string; required: boolean; wide?: boolean }[] =
  [
    { name: 'title', label: 'Title (Home, Work…)', autoComplete: 'off', required: true },
    { name: 'recipientName', label: 'Recipient name', autoComplete: 'name', required: true },
    { name: 'phone', label: 'Phone', autoComplete: 'tel', required: true },
    {
      name: 'addressLine1',
      label: 'Address line 1',
      autoComplete: 'address-line1',
      required: true,
      wide: true,
    },
    {
      name: 'addressLine2',
      label: 'Address line 2',
      autoComplete: 'address-line2',
      required: false,
      wide: true,
    },
    { name: 'landmark', label: 'Landmark', autoComplete: 'off', required: false, wide: true },
    { name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
    { name: 'state', label: 'State', autoComplete: 'address-level1', required: true },
    { name: 'pincode', label: 'Pincode', autoComplete: 'postal-code', required: true },
  ]

type AddressFormProps = { onSaved: (address: Address) => void; onCancel?: (() => void) | undefined }

/** Adds an address to the address book without leaving checkout (decisions.md 7). */
export function AddressForm({ onSaved, onCancel }: AddressFormProps) {
  const create = useCreateAddress()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f.name, ''])) as FormInput,
  })
  const { errors } = form.formState

  const onValid = (input: FormOutput) => {
    create.mutate(input, {
      onSuccess: (address) => {
        notify.success('Address added successfully!')
        onSaved(address)
      },
      onError: (error) => {
        // The server checks the same schema; its word on a field goes under that field.
        for (const [path, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
          const name = path.replace(/^body\./, '') as FieldName
          if (FIELDS.some((f) => f.name === name)) form.setError(name, { message })
        }
        notify.error('Failed to save address')
      },
    })
  }
  const onInvalid = () => {
    const values = form.getValues()
    const missing = FIELDS.some((f) => f.required && !String(values[f.name] ?? '').trim())
    notify.error(missing ? ADDRESS_REQUIRED_MESSAGE : 'Please fix the validation errors')
  }

  return (
    <form
      noValidate
      aria-label="New address"
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
            label={required ? `${label} *` : label}
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
          {create.isPending ? 'Saving...' : 'Save Address'}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}
