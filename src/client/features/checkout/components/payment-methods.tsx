import { BanknoteIcon, CreditCardIcon, type LucideIcon, SmartphoneIcon, WalletIcon } from 'lucide-react'
import { RadioGroup } from 'radix-ui'
import { Badge } from '#client/components/ui/badge.tsx'
import { ChoiceRadio } from './choice-radio.tsx'

const METHODS: { value: string; label: string; icon: LucideIcon; available: boolean }[] = [
  { value: 'cod', label: 'Cash on Delivery', icon: BanknoteIcon, available: true },
  { value: 'upi', label: 'UPI', icon: SmartphoneIcon, available: false },
  { value: 'card', label: 'Credit / Debit Card', icon: CreditCardIcon, available: false },
  { value: 'wallet', label: 'Digital Wallet', icon: WalletIcon, available: false },
]

/** Only Cash on Delivery can be chosen (decisions.md 6); the others say 'Coming Soon'. */
export function PaymentMethods() {
  return (
    <RadioGroup.Root aria-label="Payment Method" value="cod" className="grid gap-2 sm:grid-cols-2">
      {METHODS.map(({ value, label, icon: Icon, available }) => (
        <ChoiceRadio
          key={value}
          value={value}
          disabled={!available}
          aria-label={available ? label : `${label}, Coming Soon`}
          aside={available ? null : <Badge variant="neutral">Coming Soon</Badge>}
        >
          <span className="flex items-center gap-2 font-semibold">
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </span>
        </ChoiceRadio>
      ))}
    </RadioGroup.Root>
  )
}
