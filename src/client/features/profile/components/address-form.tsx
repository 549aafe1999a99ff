import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Field, fieldAria, Input } from '#client/components/ui/field.tsx'
import { cn } from '#client/lib/cn.ts'
import { notify } from '#client/lib/toast.ts'
import { ADDRESS_REQUIRED_MESSAGE, type Address, AddressInputSchema } from '#shared/schemas/account.ts'
import { digitsOnly } from '../lib/digits.ts'

type AddressFormValues = z.input<typeof AddressInputSchema>
type AddressFormOutput = z.output<typeof AddressInputSchema>

/** The quick titles of spec section 2 (Addresses); anything else is typed in. */
export const QUICK_TITLES = ['Home', 'Office'] as const
const REQUIRED = ['title', 'recipientName', 'phone', 'addressLine1', 'city', 'state', 'pincode'] as const

export function missingRequired(values: Partial<Record<string, unknown>>): boolean {
  return REQUIRED.some((key) => typeof values[key] !== 'string' || !(values[key] as string).trim())
}

function defaults(address: Address | null): AddressFormValues {
  return {
    title: address?.title ?? 'Home',
    recipientName: address?.recipientName ?? '',
    phone: address?.phone ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    landmark: address?.landmark ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    pincode: address?.pincode ?? '',
  }
}

type AddressFormProps = {
  id: string
  address: Address | null
  onSubmit: (input: AddressFormOutput) => void
}

/** Add or edit one address. The dialog's footer holds the submit button (form={id}). */
export function AddressForm({ id, address, onSubmit }: AddressFormProps) {
  const form = useForm<AddressFormValues, unknown, AddressFormOutput>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: defaults(address),
  })
  const { errors } = form.formState
  const title = form.watch('title')
  const pincode = form.register('pincode')

  const onInvalid = () => {
    if (missingRequired(form.getValues())) notify.error(ADDRESS_REQUIRED_MESSAGE)
  }

  const text = (
    name: keyof AddressFormValues,
    label: string,
    props: React.ComponentProps<'input'> = {},
    className?: string,
  ) => {
    const error = errors[name]?.message
    return (
      <Field id={`address-${name}`} label={label} error={error} className={className}>
        <Input {...fieldAria(`address-${name}`, error)} {...props} {...form.register(name)} />
      </Field>
    )
  }

  return (
    <form
      id={id}
      noValidate
      onSubmit={form.handleSubmit(onSubmit, onInvalid)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-1.5 text-sm font-semibold">Save address as *</legend>
        <div className="flex flex-wrap gap-2">
          {QUICK_TITLES.map((quick) => (
            <button
              key={quick}
              type="button"
              aria-pressed={title === quick}
              onClick={() => form.setValue('title', quick, { shouldValidate: true })}
              className={cn(
                'h-9 rounded-full border px-4 text-sm font-semibold transition',
                title === quick
                  ? 'border-primary bg-brand-soft text-brand-soft-foreground'
                  : 'bg-card text-muted-foreground hover:bg-muted',
              )}
            >
              {quick}
            </button>
          ))}
        </div>
        <Input
          {...fieldAria('address-title', errors.title?.message)}
          aria-label="Address title"
          placeholder="Or type a title, e.g. Mom's place"
          maxLength={50}
          {...form.register('title')}
        />
        {errors.title?.message ? (
          <p id="address-title-error" className="text-sm font-medium text-destructive">
            {errors.title.message}
          </p>
        ) : null}
      </fieldset>
      {text('recipientName', 'Recipient Name *', { autoComplete: 'name' })}
      <Field id="address-phone" label="Phone Number *" error={errors.phone?.message}>
        <Input
          {...fieldAria('address-phone', errors.phone?.message)}
          type="tel"
          autoComplete="tel"
          placeholder="+91 98300 12345"
          {...form.register('phone')}
        />
      </Field>
      {text(
        'addressLine1',
        'Address Line 1 *',
        { autoComplete: 'address-line1', placeholder: 'House no., building, street' },
        'sm:col-span-2',
      )}
      {text(
        'addressLine2',
        'Address Line 2',
        { autoComplete: 'address-line2', placeholder: 'Area, colony (optional)' },
        'sm:col-span-2',
      )}
      {text('landmark', 'Landmark', { placeholder: 'e.g. Opposite Forum Mall (optional)' }, 'sm:col-span-2')}
      {text('city', 'City *', { autoComplete: 'address-level2' })}
      {text('state', 'State *', { autoComplete: 'address-level1' })}
      <Field id="address-pincode" label="Pincode *" error={errors.pincode?.message}>
        <Input
          {...fieldAria('address-pincode', errors.pincode?.message)}
          inputMode="numeric"
          autoComplete="postal-code"
          {...pincode}
          onChange={(event) => {
            event.target.value = digitsOnly(event.target.value, 6)
            void pincode.onChange(event)
          }}
        />
      </Field>
    </form>
  )
}
