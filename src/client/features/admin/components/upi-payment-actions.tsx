import { CheckIcon, SmartphoneIcon, XIcon } from 'lucide-react'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { useT } from '#client/lib/i18n.ts'
import { upiStateText } from '#client/lib/status-texts.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/admin.json'
import type { PaymentMethod, PaymentStatus } from '#shared/order-status.ts'
import { upiMay, upiPaymentState } from '#shared/payments.ts'
import { type UpiDecision, useDecideUpiPayment } from '../api/upi-payment.ts'

type Props = {
  order: {
    id: string
    orderNumber: string
    status: string
    paymentMethod: PaymentMethod
    paymentStatus: PaymentStatus
    paymentReference: string | null
  }
}

/**
 * A UPI order's payment for staff (ADR 030): its state, the reference the shopper gave to look
 * for in the bank account, and Payment received / Not received while it is pending.
 */
export function UpiPaymentActions({ order }: Props) {
  const t = useT(messages)
  const decide = useDecideUpiPayment()
  if (order.paymentMethod !== 'upi') return null
  const state = upiPaymentState(order)
  const cancelled = order.status === 'cancelled'
  const run = (decision: UpiDecision) =>
    decide.mutate(
      { id: order.id, decision },
      {
        onSuccess: () =>
          notify.success(
            decision === 'confirm'
              ? t('admin.upiReceived', { orderNumber: order.orderNumber })
              : t('admin.upiNotReceived', { orderNumber: order.orderNumber }),
          ),
        onError: (error) =>
          notify.error(error instanceof ApiError ? error.message : t('admin.upiUpdateFailed')),
      },
    )
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl bg-muted/60 px-3 py-2 text-sm">
      <SmartphoneIcon aria-hidden="true" className="size-4 text-primary" />
      <span className="font-semibold">{t('admin.upi')}</span>
      <Badge variant={state === 'paid' ? 'success' : state === 'failed' ? 'danger' : 'offer'}>
        {upiStateText(state)}
      </Badge>
      {order.paymentReference ? (
        <span className="font-mono text-xs">{t('admin.utr', { reference: order.paymentReference })}</span>
      ) : null}
      {upiMay('confirm', state, cancelled) ? (
        <span className="ml-auto flex gap-2">
          <Button size="sm" disabled={decide.isPending} onClick={() => run('confirm')}>
            <CheckIcon aria-hidden="true" className="size-4" />
            {t('admin.paymentReceived')}
          </Button>
          <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => run('reject')}>
            <XIcon aria-hidden="true" className="size-4" />
            {t('admin.notReceived')}
          </Button>
        </span>
      ) : null}
    </div>
  )
}
