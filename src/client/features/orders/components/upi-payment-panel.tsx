import { CheckCircle2Icon, HourglassIcon, SmartphoneIcon, XCircleIcon } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { Field, fieldAria, Input } from '#client/components/ui/field.tsx'
import { useStoreInfo } from '#client/features/store/public.ts'
import { ApiError } from '#client/lib/api-client.ts'
import { fillSlot, SLOT } from '#client/lib/fill-slot.tsx'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/payments.json'
import {
  compactUpiReference,
  UPI_REFERENCE_MESSAGE,
  UPI_REFERENCE_PATTERN,
  upiPaymentLink,
  upiPaymentState,
} from '#shared/payments.ts'
import type { OrderDetail } from '#shared/schemas/orders.ts'
import { upiQrUrl, useReportPayment } from '../api/report-payment.ts'

/** Seconds left until `dueAt`, ticking once a second; 0 once it has passed. */
function useSecondsLeft(dueAt: string | null): number {
  const due = dueAt ? Date.parse(dueAt) : 0
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!due) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [due])
  return Math.max(0, Math.ceil((due - now) / 1000))
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/**
 * Paying a UPI order to the store's own UPI ID (issue 14, ADR 030): the amount, the QR code and
 * on phones a button that opens a UPI app, both carrying the same payment link; the time left to
 * pay; and the 12-digit reference with "I have paid". Then it waits for staff to confirm, live.
 */
export function UpiPaymentPanel({ order }: { order: OrderDetail }) {
  const t = useT(messages)
  const amount = formatMoney(order.totalAmount)
  const state = upiPaymentState(order)
  if (order.paymentMethod !== 'upi') return null
  if (state === 'paid') {
    return (
      <Panel icon={CheckCircle2Icon} title={t('payments.paid')} tone="success">
        <p className="text-sm">
          {order.paymentReference
            ? t('payments.receivedWithUtr', { amount, reference: order.paymentReference })
            : t('payments.receivedText', { amount })}
        </p>
      </Panel>
    )
  }
  if (state === 'failed' || order.status === 'cancelled') {
    return (
      <Panel icon={XCircleIcon} title={t('payments.notReceived')} tone="danger">
        <p className="text-sm">{t('payments.cancelledText')}</p>
      </Panel>
    )
  }
  if (state === 'awaiting_confirmation') {
    return (
      <Panel icon={HourglassIcon} title={t('payments.awaitingConfirmation')}>
        <p className="text-sm">
          {fillSlot(
            t('payments.checkingText', { amount, reference: SLOT }),
            <strong className="font-mono">{order.paymentReference}</strong>,
          )}
        </p>
      </Panel>
    )
  }
  return <PayNow order={order} />
}

function PayNow({ order }: { order: OrderDetail }) {
  const t = useT(messages)
  const store = useStoreInfo()
  const secondsLeft = useSecondsLeft(order.paymentDueAt)
  const report = useReportPayment(order.id)
  const [reference, setReference] = useState('')
  const [error, setError] = useState<string | null>(null)
  const link = store.data?.upiId
    ? upiPaymentLink({
        upiId: store.data.upiId,
        payeeName: store.data.upiPayeeName,
        amount: order.totalAmount,
        orderNumber: order.orderNumber,
      })
    : null
  const expired = order.paymentDueAt !== null && secondsLeft === 0

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The body schema's rule (UpiReferenceBodySchema) without zod on the page (issue 13 item 6).
    const compact = compactUpiReference(reference)
    if (!UPI_REFERENCE_PATTERN.test(compact)) return setError(UPI_REFERENCE_MESSAGE)
    setError(null)
    report.mutate(
      { reference: compact },
      {
        onSuccess: () => notify.success(t('payments.thankYou')),
        onError: (err) => {
          const message = err instanceof ApiError ? err.message : t('payments.referenceFailed')
          setError(message)
          notify.error(message)
        },
      },
    )
  }

  return (
    <Panel icon={SmartphoneIcon} title={t('payments.payByUpi')}>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={upiQrUrl(order.id)}
          alt={t('payments.qrAlt', { amount: formatMoney(order.totalAmount) })}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-xl border bg-white p-1"
        />
        <div className="flex w-full min-w-0 flex-col gap-3">
          <div>
            <p className="text-sm text-muted-foreground">{t('payments.amountToPay')}</p>
            <p className="text-3xl font-extrabold tabular-nums">{formatMoney(order.totalAmount)}</p>
            {store.data?.upiId ? (
              <p className="text-sm break-all text-muted-foreground">
                {t('payments.payee', { payee: store.data.upiPayeeName, upiId: store.data.upiId })}
              </p>
            ) : null}
          </div>
          <p role="timer" aria-live="off" className="text-sm font-semibold">
            {expired ? t('payments.timePassed') : t('payments.payWithin', { time: clock(secondsLeft) })}
          </p>
          {link ? (
            <a
              href={link}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-primary px-6 font-semibold text-primary-foreground lg:hidden"
            >
              <SmartphoneIcon aria-hidden="true" className="size-5" />
              {t('payments.payWithApp')}
            </a>
          ) : null}
          <p className="text-xs text-muted-foreground">{t('payments.scanHint')}</p>
        </div>
      </div>
      <form
        noValidate
        onSubmit={submit}
        className="mt-4 flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-start"
      >
        <Field
          id="upi-reference"
          label={t('payments.referenceLabel')}
          error={error ?? undefined}
          className="flex-1"
        >
          <Input
            {...fieldAria('upi-reference', error ?? undefined)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            placeholder={t('payments.referencePlaceholder')}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" className="sm:mt-6" disabled={report.isPending || expired}>
          {t(report.isPending ? 'payments.sending' : 'payments.iHavePaid')}
        </Button>
      </form>
    </Panel>
  )
}

function Panel({
  icon: Icon,
  title,
  tone,
  children,
}: {
  icon: typeof SmartphoneIcon
  title: string
  tone?: 'success' | 'danger'
  children: React.ReactNode
}) {
  const t = useT(messages)
  const colour = tone === 'success' ? 'text-primary' : tone === 'danger' ? 'text-destructive' : 'text-primary'
  return (
    <section
      aria-label={t('payments.upiPayment')}
      className="rounded-3xl border-2 border-primary/40 bg-card p-4 sm:p-5"
    >
      <h2 className="mb-3 flex items-center gap-2 text-base font-bold">
        <Icon aria-hidden="true" className={`size-5 ${colour}`} />
        {title}
      </h2>
      {children}
    </section>
  )
}
