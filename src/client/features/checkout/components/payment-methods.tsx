import { BanknoteIcon, CreditCardIcon, type LucideIcon, SmartphoneIcon, WalletIcon } from 'lucide-react'
import { RadioGroup } from 'radix-ui'
import { Badge } from '#client/components/ui/badge.tsx'
import { useStoreInfo } from '#client/features/store/public.ts'
import type { PaymentMethod } from '#shared/order-status.ts'
import { PAYMENT_METHOD_LABELS, upiOffered } from '#shared/payments.ts'
import { ChoiceRadio } from './choice-radio.tsx'

type Choice = { value: string; label: string; note?: string; icon: LucideIcon }
const OFFERED: Record<PaymentMethod, Choice> = {
  cod: { value: 'cod', label: PAYMENT_METHOD_LABELS.cod, icon: BanknoteIcon },
  upi: {
    value: 'upi',
    label: PAYMENT_METHOD_LABELS.upi,
    note: 'Pay the store by any UPI app',
    icon: SmartphoneIcon,
  },
}
const COMING_SOON: Choice[] = [
  { value: 'card', label: 'Credit / Debit Card', icon: CreditCardIcon },
  { value: 'wallet', label: 'Digital Wallet', icon: WalletIcon },
]

/**
 * Cash on Delivery, and UPI once the store has set its UPI ID (decisions.md 23, ADR 030); cards
 * and wallets say 'Coming Soon'.
 */
export function PaymentMethods({
  value,
  onChange,
}: {
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
}) {
  const store = useStoreInfo()
  const upi = store.data ? upiOffered(store.data) : false
  const choices = [
    { ...OFFERED.cod, available: true },
    { ...OFFERED.upi, available: upi },
    ...COMING_SOON.map((c) => ({ ...c, available: false })),
  ]
  return (
    <RadioGroup.Root
      aria-label="Payment Method"
      value={value}
      onValueChange={(v) => onChange(v as PaymentMethod)}
      className="grid gap-2 sm:grid-cols-2"
    >
      {choices.map(({ value: method, label, note, icon: Icon, available }) => (
        <ChoiceRadio
          key={method}
          value={method}
          disabled={!available}
          aria-label={available ? label : `${label}, Coming Soon`}
          aside={available ? null : <Badge variant="neutral">Coming Soon</Badge>}
        >
          <span className="flex items-center gap-2 font-semibold">
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </span>
          {available && note ? <span className="block text-xs text-muted-foreground">{note}</span> : null}
        </ChoiceRadio>
      ))}
    </RadioGroup.Root>
  )
}
