import { zodResolver } from '@hookform/resolvers/zod'
import { PhoneIcon, TruckIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '#client/components/ui/button.tsx'
import { Field, fieldAria, Input } from '#client/components/ui/field.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/admin.json'
import { formatIndianMobile } from '#shared/phone.ts'
import {
  type AdminOrderDetail,
  type DeliveryPartner,
  type DeliveryPartnerInput,
  DeliveryPartnerSchema,
} from '#shared/schemas/admin.ts'
import { useAssignDeliveryPartner } from '../api/assign-delivery-partner.ts'

/**
 * Who delivers the order (issue 9 item 7): staff assign a name and phone here, at the latest
 * before moving the order to Out for delivery (the server refuses that move without one).
 */
export function DeliveryPartnerPanel({ order }: { order: AdminOrderDetail }) {
  const t = useT(messages)
  const assigned = order.deliveryPersonName
  const [editing, setEditing] = useState(false)
  const closed = order.status === 'cancelled' || order.status === 'delivered'
  if (assigned && !editing) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-col">
          <span className="flex items-center gap-2 font-semibold">
            <TruckIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {assigned}
          </span>
          {order.deliveryPersonPhone ? (
            <span className="flex items-center gap-2 text-muted-foreground">
              <PhoneIcon aria-hidden="true" className="size-4" />
              {formatIndianMobile(order.deliveryPersonPhone)}
            </span>
          ) : null}
        </p>
        {closed ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t('admin.changePartner')}
          </Button>
        )}
      </div>
    )
  }
  if (closed) return <p className="text-muted-foreground">{t('admin.noPartnerAssigned')}</p>
  return (
    <DeliveryPartnerForm
      orderId={order.id}
      defaults={
        assigned ? { name: assigned, phone: order.deliveryPersonPhone ?? '' } : { name: '', phone: '' }
      }
      onDone={() => setEditing(false)}
      onCancel={assigned ? () => setEditing(false) : undefined}
    />
  )
}

type FormProps = {
  orderId: string
  defaults: DeliveryPartnerInput
  onDone: () => void
  onCancel?: (() => void) | undefined
}

function DeliveryPartnerForm({ orderId, defaults, onDone, onCancel }: FormProps) {
  const t = useT(messages)
  const assign = useAssignDeliveryPartner()
  const form = useForm<DeliveryPartnerInput, unknown, DeliveryPartner>({
    resolver: zodResolver(DeliveryPartnerSchema),
    defaultValues: defaults,
  })
  const { errors } = form.formState
  const onValid = (partner: DeliveryPartner) =>
    assign.mutate(
      { id: orderId, ...partner },
      {
        onSuccess: () => {
          notify.success(t('admin.partnerAssigned'))
          onDone()
        },
        onError: (error) =>
          notify.error(
            t('admin.partnerAssignFailed'),
            error instanceof ApiError ? { description: error.message } : undefined,
          ),
      },
    )
  return (
    <form
      noValidate
      aria-label={t('admin.deliveryPartner')}
      onSubmit={form.handleSubmit(onValid)}
      className="grid gap-3 sm:grid-cols-2"
    >
      <Field id="partner-name" label={t('admin.partnerName')} error={errors.name?.message}>
        <Input
          {...fieldAria('partner-name', errors.name?.message)}
          autoComplete="off"
          {...form.register('name')}
        />
      </Field>
      <Field id="partner-phone" label={t('admin.partnerPhone')} error={errors.phone?.message}>
        <Input
          {...fieldAria('partner-phone', errors.phone?.message)}
          type="tel"
          autoComplete="off"
          placeholder="+91 98300 12345"
          {...form.register('phone')}
        />
      </Field>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={assign.isPending}>
          {assign.isPending ? t('admin.saving') : t('admin.assignPartner')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {t('admin.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
