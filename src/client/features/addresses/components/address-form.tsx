import { type FieldErrors, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Field, fieldAria, Input, inputClasses } from '#client/components/ui/field.tsx'
import { useDeliveryLocations } from '#client/features/delivery/public.ts'
import { ApiError } from '#client/lib/api-client.ts'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { lazyResolver } from '#client/lib/lazy-resolver.ts'
import { notify } from '#client/lib/toast.ts'
import { validationText } from '#client/lib/validation-text.ts'
import { addressAreaProblem, areaForPincode, areaServes, PINCODE_PATTERN } from '#shared/delivery-areas.ts'
import messages from '#shared/i18n/en/addresses.json'
import type { Address, AddressInputSchema } from '#shared/schemas/account.ts'
import type { useSaveAddress } from '../api/addresses.ts'
import { areaProblemText } from '../lib/area-problem-text.ts'

// zod and the schema download with the form's first check (lib/lazy-resolver.ts, issue 13 item 6).
const addressResolver = lazyResolver(async () => {
  const [{ zodResolver }, { AddressInputSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('#shared/schemas/account.ts'),
  ])
  return zodResolver(AddressInputSchema)
})

type FormInput = z.input<typeof AddressInputSchema>
type FormOutput = z.output<typeof AddressInputSchema>
type FieldName = keyof FormInput

/** The quick titles of spec section 2 (Addresses); anything else is typed in. */
const QUICK_TITLES = [
  { value: 'Home', label: 'addresses.titleHome' },
  { value: 'Office', label: 'addresses.titleOffice' },
] as const
const REQUIRED: FieldName[] = ['title', 'recipientName', 'phone', 'addressLine1', 'city', 'state', 'pincode']

function defaults(address: Address | null): FormInput {
  return {
    title: address?.title ?? QUICK_TITLES[0].value,
    recipientName: address?.recipientName ?? '',
    phone: address?.phone ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    landmark: address?.landmark ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    pincode: address?.pincode ?? '',
    locationId: address?.locationId ?? '',
  }
}

type AddressFormProps = {
  /** The form's id: the submit button may sit outside it (a dialog's footer). */
  id: string
  address: Address | null
  save: ReturnType<typeof useSaveAddress>
  onSaved: (address: Address) => void
  className?: string
}

/**
 * The one address form (issue 16 item 2), for the address book's dialog and checkout. The phone is
 * read by the one phone rule (#shared/phone.ts through AddressInputSchema) and the pincode is
 * checked against the chosen delivery area by the one area rule (#shared/delivery-areas.ts), the
 * same the server runs; typing a pincode an area lists chooses that area.
 */
export function AddressForm({ id, address, save, onSaved, className }: AddressFormProps) {
  const t = useT(messages)
  const areas = useDeliveryLocations()
  const areaList = areas.data ?? []
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: addressResolver,
    defaultValues: defaults(address),
  })
  const { errors } = form.formState
  const title = form.watch('title')
  const pincode = form.register('pincode')

  const onValid = (input: FormOutput) => {
    const problem = addressAreaProblem(input, areaList)
    if (problem) {
      form.setError(problem.field, { message: areaProblemText(t, problem) }, { shouldFocus: true })
      return
    }
    save.mutate(
      { id: address?.id ?? null, input },
      {
        onSuccess: (saved) => {
          notify.success(address ? t('addresses.updated') : t('addresses.added'))
          onSaved(saved)
        },
        onError: (error) => {
          console.error('Saving the address failed', error)
          // The server checks the same rules; its word on a field goes under that field.
          const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
          for (const [path, message] of Object.entries(fields)) {
            const name = path.replace(/^body\./, '') as FieldName
            if (name in defaults(null)) form.setError(name, { message })
          }
          notify.error(t('addresses.saveFailed'))
        },
      },
    )
  }
  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    const values = form.getValues()
    // The area rule speaks even while other fields are wrong: a pincode no area serves is said
    // under the pincode (choosing an area would not help), a missing area in the shopper's words.
    const problem = PINCODE_PATTERN.test(values.pincode)
      ? addressAreaProblem({ pincode: values.pincode, locationId: values.locationId || null }, areaList)
      : null
    if (problem?.outside) {
      form.clearErrors('locationId')
      form.setError('pincode', { message: areaProblemText(t, problem) })
    } else if (invalid.locationId) {
      form.setError('locationId', { message: t('addresses.chooseAreaFirst') })
    }
    const missing = REQUIRED.some((name) => !String(values[name] ?? '').trim())
    notify.error(missing ? t('addresses.required') : t('addresses.fixErrors'))
  }

  /** A complete pincode that some area lists chooses that area, unless the chosen one serves it. */
  const followPincode = (typed: string) => {
    if (typed.length !== 6) return
    const chosen = areaList.find((area) => area.id === form.getValues('locationId'))
    if (chosen && areaServes(chosen, typed) && chosen.pincodes.length > 0) return
    const listed = areaForPincode(areaList, typed)
    if (listed) form.setValue('locationId', listed.id, { shouldValidate: form.formState.isSubmitted })
  }

  const text = (
    name: FieldName,
    label: string,
    props: React.ComponentProps<'input'> = {},
    className?: string,
  ) => {
    const error = errors[name]?.message
    return (
      <Field id={`${id}-${name}`} label={label} error={error} className={className}>
        <Input {...fieldAria(`${id}-${name}`, error)} {...props} {...form.register(name)} />
      </Field>
    )
  }
  const required = (key: keyof typeof messages) => t('addresses.requiredLabel', { label: t(key) })

  return (
    <form
      id={id}
      noValidate
      aria-label={address ? t('addresses.editTitle') : t('addresses.addTitle')}
      onSubmit={(event) => {
        // Checkout is not a form; keep this submit from reaching anything around it.
        event.stopPropagation()
        void form.handleSubmit(onValid, onInvalid)(event)
      }}
      className={cn('grid gap-4 sm:grid-cols-2', className)}
    >
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-1.5 text-sm font-semibold">{required('addresses.saveAs')}</legend>
        <div className="flex flex-wrap gap-2">
          {QUICK_TITLES.map((quick) => (
            <button
              key={quick.value}
              type="button"
              aria-pressed={title === quick.value}
              onClick={() => form.setValue('title', quick.value, { shouldValidate: true })}
              className={cn(
                'h-9 rounded-full border px-4 text-sm font-semibold transition',
                title === quick.value
                  ? 'border-primary bg-brand-soft text-brand-soft-foreground'
                  : 'bg-card text-muted-foreground hover:bg-muted',
              )}
            >
              {t(quick.label)}
            </button>
          ))}
        </div>
        <Input
          {...fieldAria(`${id}-title`, errors.title?.message)}
          aria-label={t('addresses.titleLabel')}
          placeholder={t('addresses.titlePlaceholder')}
          maxLength={50}
          {...form.register('title')}
        />
        {errors.title?.message ? (
          <p id={`${id}-title-error`} className="text-sm font-medium text-destructive">
            {validationText(errors.title.message)}
          </p>
        ) : null}
      </fieldset>
      {text('recipientName', required('addresses.recipient'), { autoComplete: 'name' })}
      {text('phone', required('addresses.phone'), {
        type: 'tel',
        autoComplete: 'tel',
        placeholder: t('addresses.phonePlaceholder'),
      })}
      {text(
        'addressLine1',
        required('addresses.line1'),
        { autoComplete: 'address-line1', placeholder: t('addresses.line1Placeholder') },
        'sm:col-span-2',
      )}
      {text(
        'addressLine2',
        t('addresses.line2'),
        { autoComplete: 'address-line2', placeholder: t('addresses.line2Placeholder') },
        'sm:col-span-2',
      )}
      {text(
        'landmark',
        t('addresses.landmark'),
        { placeholder: t('addresses.landmarkPlaceholder') },
        'sm:col-span-2',
      )}
      {text('city', required('addresses.city'), { autoComplete: 'address-level2' })}
      {text('state', required('addresses.state'), { autoComplete: 'address-level1' })}
      <Field id={`${id}-pincode`} label={required('addresses.pincode')} error={errors.pincode?.message}>
        <Input
          {...fieldAria(`${id}-pincode`, errors.pincode?.message)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          {...pincode}
          onChange={(event) => {
            // Digits only: '5600 34' and '5600-34' are how people type a pincode.
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6)
            followPincode(event.target.value)
            void pincode.onChange(event)
          }}
        />
      </Field>
      <Field
        id={`${id}-locationId`}
        label={required('addresses.area')}
        error={errors.locationId?.message}
        hint={t('addresses.areaHint')}
      >
        <select
          {...fieldAria(`${id}-locationId`, errors.locationId?.message, true)}
          className={inputClasses}
          disabled={areas.isPending}
          {...form.register('locationId')}
        >
          <option value="">{areas.isError ? t('addresses.areasFailed') : t('addresses.chooseArea')}</option>
          {areaList.map((area) => (
            <option key={area.id} value={area.id}>
              {t('addresses.areaOption', { name: area.name, area: area.area })}
            </option>
          ))}
        </select>
      </Field>
    </form>
  )
}
