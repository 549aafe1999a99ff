import {
  ClockIcon,
  MapPinIcon,
  PlusIcon,
  ReceiptIcon,
  ShoppingBagIcon,
  ShoppingCartIcon,
  WalletIcon,
} from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { ActionBar } from '#client/components/layout/action-bar.tsx'
import { NeedsNetwork } from '#client/components/needs-network.tsx'
import { Button, buttonClasses } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { areaProblemText, useAddresses } from '#client/features/addresses/public.ts'
import { RequireAuth } from '#client/features/auth/components/require-auth.tsx'
import { useCart } from '#client/features/cart/api/get-cart.ts'
import { CartTotals } from '#client/features/cart/components/cart-totals.tsx'
import { useDeliverySlots } from '#client/features/checkout/api/get-delivery-slots.ts'
import { usePlaceOrder } from '#client/features/checkout/api/place-order.ts'
import { CheckoutAddress } from '#client/features/checkout/components/checkout-address.tsx'
import { CheckoutSection } from '#client/features/checkout/components/checkout-section.tsx'
import {
  DeliveryInstructions,
  deliveryInstructionsError,
} from '#client/features/checkout/components/delivery-instructions.tsx'
import { OrderItemsSummary } from '#client/features/checkout/components/order-items-summary.tsx'
import { PaymentMethods } from '#client/features/checkout/components/payment-methods.tsx'
import { earliestOpenSlot, SlotPicker } from '#client/features/checkout/components/slot-picker.tsx'
import { newIdempotencyKey } from '#client/features/checkout/hooks/idempotency-key.ts'
import { useDeliveryLocation } from '#client/features/delivery/hooks/use-delivery-location.ts'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { slotLabelText } from '#client/lib/delivery-promise-text.ts'
import { formatDayLabel } from '#client/lib/format-date.ts'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { notify } from '#client/lib/toast.ts'
import { addressAreaProblem } from '#shared/delivery-areas.ts'
import { ErrorCode } from '#shared/errors.ts'
import addressMessages from '#shared/i18n/en/addresses.json'
import messages from '#shared/i18n/en/checkout.json'
import offlineMessages from '#shared/i18n/en/offline.json'
import type { PaymentMethod } from '#shared/order-status.ts'
import type { PlaceOrderBody } from '#shared/schemas/orders.ts'

export function CheckoutRoute() {
  const t = useT(messages)
  const toffline = useT(offlineMessages)
  return (
    <RequireAuth>
      <PageTitle title={t('checkout.title')} />
      <NeedsNetwork message={toffline('offline.checkoutNeedsNetwork')}>
        <Checkout />
      </NeedsNetwork>
    </RequireAuth>
  )
}

/** Checkout (spec section 2): address, area, slot and Cash on Delivery, priced by the server. */
function Checkout() {
  const t = useT(messages)
  const navigate = useNavigate()
  const cart = useCart(true)
  const addresses = useAddresses()
  const delivery = useDeliveryLocation()
  const slots = useDeliverySlots()
  const placeOrder = usePlaceOrder()

  const ta = useT(addressMessages)
  const [chosenAddressId, chooseAddress] = useState<string | null>(null)
  const [chosenSlotId, chooseSlot] = useState<string | null>(null)
  const [notesOpen, setNotesOpen] = useState(false)
  const [notes, setNotes] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cod')
  // A new choice answers the last refusal: its message goes away.
  const setAddressId = (id: string) => {
    chooseAddress(id)
    setProblem(null)
  }
  const setSlotId = (id: string | null) => {
    chooseSlot(id)
    if (id) setProblem(null)
  }
  // One key per checkout attempt: a retry or a second click gets the first order back.
  const [idempotencyKey] = useState(newIdempotencyKey)

  useEffect(() => {
    if (cart.isError) notify.error(t('checkout.cartLoadFailed'))
    if (addresses.isError) notify.error(t('checkout.addressesLoadFailed'))
    if (delivery.isError) notify.error(t('checkout.locationsLoadFailed'))
  }, [cart.isError, addresses.isError, delivery.isError, t])

  const addressList = addresses.data ?? []
  const address =
    addressList.find((a) => a.id === chosenAddressId) ??
    addressList.find((a) => a.isDefault) ??
    addressList[0]
  const addressId = address?.id ?? null
  // The area is the address's own (ADR 019), checked by the rule the server runs.
  const areaProblem = address && delivery.isSuccess ? addressAreaProblem(address, delivery.locations) : null
  const area = areaProblem ? undefined : delivery.locations.find((l) => l.id === address?.locationId)
  const slotList = slots.data ?? []
  // The earliest open slot is chosen until the shopper picks another (issue 12 item 4).
  const slot = slotList.find((s) => s.id === chosenSlotId && !s.isFull) ?? earliestOpenSlot(slotList)
  const slotId = slot?.id ?? null

  if (cart.isPending) return <CheckoutSkeleton />
  if (cart.isError) {
    return (
      <EmptyState
        icon={ShoppingCartIcon}
        title={t('checkout.cartLoadFailed')}
        action={
          <Button variant="outline" onClick={() => cart.refetch()}>
            {t('checkout.tryAgain')}
          </Button>
        }
      />
    )
  }
  const data = cart.data
  if (data.items.length === 0 && !placeOrder.isSuccess) {
    return (
      <EmptyState
        icon={ShoppingCartIcon}
        title={t('checkout.cartEmpty')}
        description={t('checkout.addToProceed')}
        action={
          <Link to="/" className={buttonClasses({ size: 'lg' })}>
            {t('checkout.startShopping')}
          </Link>
        }
      />
    )
  }

  const refuse = (message: string) => {
    setProblem(message)
    notify.error(message)
  }

  const submit = () => {
    if (placeOrder.isPending || placeOrder.isSuccess) return
    // Spec section 5, in the order a shopper fills the page in.
    if (data.items.length === 0) return refuse(t('checkout.cartEmpty'))
    if (!addressId)
      return refuse(t(addresses.isError ? 'checkout.addressesLoadFailed' : 'checkout.selectAddress'))
    if (areaProblem) return refuse(areaProblemText(ta, areaProblem))
    if (!slotId) {
      // Slots that could not be read are not a slot left unchosen: say so and read them again.
      if (slots.isError) void slots.refetch()
      return refuse(t(slots.isError ? 'checkout.slotsLoadFailed' : 'checkout.selectSlot'))
    }
    const notesError = deliveryInstructionsError(notes, t)
    if (notesError) return refuse(notesError)
    setProblem(null)
    const body: PlaceOrderBody = { addressId, slotId, paymentMethod }
    if (notes.trim()) body.notes = notes.trim()
    placeOrder.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (order) => {
          notify.success(t('checkout.placed'))
          // The confirmation reads the order by id: its slot is the promise (ADR 020), and a UPI
          // order is paid there (ADR 030).
          navigate(
            `/order-confirmation?orderNumber=${encodeURIComponent(order.orderNumber)}&orderId=${order.id}`,
            { replace: true },
          )
        },
        onError: (error) => {
          console.error('Failed to place order', error)
          // The chosen slot filled up meanwhile (spec section 8): show the server's words, reload the slots.
          if (error instanceof ApiError && error.code === ErrorCode.SlotFull) {
            setSlotId(null)
            void slots.refetch()
            return refuse(error.message)
          }
          // Stock, area and address refusals name what is wrong (decisions.md 5).
          const readable =
            error instanceof ApiError && (error.status === 409 || (error.status === 400 && !error.fields))
          if (readable) void cart.refetch()
          refuse(readable ? error.message : t('checkout.placeFailed'))
        },
      },
    )
  }

  const itemCount = data.items.reduce((sum, item) => sum + item.quantity, 0)
  const placing = placeOrder.isPending || placeOrder.isSuccess
  // Until the addresses, areas and slots are read, a press could only be refused for a choice the
  // page is about to make itself ('Please select a delivery time slot' beside a chosen slot).
  const reading = addresses.isPending || delivery.isPending || slots.isPending
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-extrabold tracking-tight sm:text-2xl">{t('checkout.title')}</h1>
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-3">
          <CheckoutSection id="checkout-address" icon={MapPinIcon} title={t('checkout.deliveryAddress')}>
            {addresses.isPending ? (
              <Skeleton className="h-20 rounded-2xl" />
            ) : (
              <div className="flex flex-col gap-3">
                <CheckoutAddress
                  addresses={addressList}
                  address={address}
                  areaProblem={areaProblem}
                  onChoose={setAddressId}
                />
                {notesOpen || notes ? (
                  <DeliveryInstructions value={notes} onChange={setNotes} focusOnOpen={notesOpen} />
                ) : (
                  <button
                    type="button"
                    onClick={() => setNotesOpen(true)}
                    className="flex items-center gap-1.5 self-start text-sm font-semibold text-primary hover:underline"
                  >
                    <PlusIcon aria-hidden="true" className="size-4" />
                    {t('checkout.addNotes')}
                  </button>
                )}
              </div>
            )}
          </CheckoutSection>

          <CheckoutSection id="checkout-slot" icon={ClockIcon} title={t('checkout.deliveryTimeSlot')}>
            {area ? (
              <p className="-mt-1 mb-3 text-xs text-muted-foreground">
                {t('checkout.slotsForArea', { name: area.name })}
              </p>
            ) : null}
            {slots.isPending ? (
              <Skeleton className="h-24 rounded-2xl" />
            ) : slotList.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {slots.isError ? t('checkout.slotsLoadFailed') : t('checkout.noSlots')}
              </p>
            ) : (
              <SlotPicker slots={slotList} value={slotId} onChange={setSlotId} />
            )}
          </CheckoutSection>

          <CheckoutSection id="checkout-payment" icon={WalletIcon} title={t('checkout.paymentMethod')}>
            <PaymentMethods value={paymentMethod} onChange={setPaymentMethod} />
          </CheckoutSection>

          <CheckoutSection
            id="checkout-items"
            icon={ShoppingBagIcon}
            title={t('checkout.itemsTitle', { count: itemCount })}
            action={
              <Link to="/cart" className="text-sm font-semibold text-primary hover:underline">
                {t('checkout.editCart')}
              </Link>
            }
          >
            <OrderItemsSummary items={data.items} />
            {data.hasIssues ? (
              <p role="alert" className="mt-3 text-sm font-medium text-destructive">
                {t('checkout.issuesBefore')}{' '}
                <Link to="/cart" className="underline">
                  {t('checkout.updateCart')}
                </Link>{' '}
                {t('checkout.issuesAfter')}
              </p>
            ) : null}
          </CheckoutSection>
        </div>

        <section
          aria-labelledby="checkout-bill"
          className="flex flex-col gap-3 rounded-3xl border bg-card p-4 sm:p-5 lg:sticky lg:top-28 short:static"
        >
          <h2 id="checkout-bill" className="flex items-center gap-2 text-base font-bold sm:text-lg">
            <ReceiptIcon aria-hidden="true" className="size-5 text-primary" />
            {t('checkout.billSummary')}
          </h2>
          <CartTotals {...data} />
          {problem ? (
            <p
              role="alert"
              className="rounded-lg bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
            >
              {problem}
            </p>
          ) : null}
          {/* Phones: fixed above the bottom navigation, always in thumb reach (issue 12 item 4). */}
          <ActionBar label={t('checkout.placeOrderBar')}>
            <p className="flex min-w-0 flex-1 flex-col leading-tight lg:hidden">
              <span className="truncate text-xs text-muted-foreground">
                {slot
                  ? t('checkout.barSlot', { day: formatDayLabel(slot.date), label: slotLabelText(slot) })
                  : t('checkout.total')}
              </span>
              <span className="text-lg font-extrabold tabular-nums">{formatMoney(data.total)}</span>
            </p>
            <Button
              size="lg"
              className="lg:w-full"
              onClick={submit}
              disabled={placing || reading || data.hasIssues}
            >
              {placing ? t('checkout.placing') : t('checkout.placeOrder', { total: formatMoney(data.total) })}
            </Button>
          </ActionBar>
        </section>
      </div>
    </div>
  )
}

function CheckoutSkeleton() {
  const t = useT(messages)
  return (
    <div aria-busy="true" className="flex flex-col gap-5">
      <span className="sr-only">{t('checkout.loading')}</span>
      <Skeleton className="h-8 w-40" />
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-4">
          <Skeleton className="h-40 rounded-3xl" />
          <Skeleton className="h-32 rounded-3xl" />
          <Skeleton className="h-48 rounded-3xl" />
        </div>
        <Skeleton className="h-64 rounded-3xl" />
      </div>
    </div>
  )
}
