import { BanknoteIcon, CreditCardIcon, type LucideIcon, SmartphoneIcon, WalletIcon } from 'lucide-react'
import { RadioGroup } from 'radix-ui'
import { Badge } from '#client/components/ui/badge.tsx'
import { useStoreInfo } from '#client/features/store/public.ts'
import { useT } from '#client/lib/i18n.ts'
import { paymentMethodText } from '#client/lib/status-texts.ts'
import checkoutTexts from '#shared/i18n/en/checkout.json'
import messages from '#shared/i18n/en/payments.json'
import type { PaymentMethod } from '#shared/order-status.ts'
import { upiOffered } from '#shared/payments.ts'
import { ChoiceRadio } from './choice-radio.tsx'

type PaymentText = keyof typeof messages
type Choice = { value: string; label: () => string; note?: PaymentText; icon: LucideIcon }
const OFFERED: Record<PaymentMethod, Choice> = {
  cod: { value: 'cod', label: () => paymentMethodText('cod'), icon: BanknoteIcon },
  upi: {
    value: 'upi',
    label: () => paymentMethodText('upi'),
    note: 'payments.upiNote',
    icon: SmartphoneIcon,
  },
}
const COMING_SOON: { value: string; label: PaymentText; icon: LucideIcon }[] = [
  { value: 'card', label: 'payments.card', icon: CreditCardIcon },
  { value: 'wallet', label: 'payments.wallet', icon: WalletIcon },
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
  const t = useT(messages)
  const tc = useT(checkoutTexts)
  const store = useStoreInfo()
  const upi = store.data ? upiOffered(store.data) : false
  const choices = [
    { ...OFFERED.cod, label: OFFERED.cod.label(), note: undefined, available: true },
    { ...OFFERED.upi, label: OFFERED.upi.label(), available: upi },
    ...COMING_SOON.map((c) => ({ ...c, label: t(c.label), note: undefined, available: false })),
  ]
  return (
    <RadioGroup.Root
      aria-label={tc('checkout.paymentMethod')}
      value={value}
      onValueChange={(v) => onChange(v as PaymentMethod)}
      className="grid grid-cols-2 gap-2"
    >
      {choices.map(({ value: method, label, note, icon: Icon, available }) => (
        <ChoiceRadio
          key={method}
          value={method}
          disabled={!available}
          aria-label={available ? label : t('payments.comingSoonLabel', { label })}
          className="p-2.5"
        >
          <span className="flex items-center gap-2 font-semibold">
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </span>
          {available ? null : (
            <Badge variant="neutral" className="mt-1">
              {t('payments.comingSoon')}
            </Badge>
          )}
          {available && note ? <span className="block text-xs text-muted-foreground">{t(note)}</span> : null}
        </ChoiceRadio>
      ))}
    </RadioGroup.Root>
  )
}
