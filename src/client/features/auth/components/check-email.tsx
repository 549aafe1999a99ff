import { MailCheckIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button.tsx'
import { fillSlot, SLOT } from '#client/lib/fill-slot.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/auth.json'

/** After sign-up: the account works once the mailed link is opened (decisions.md 14). */
export function CheckEmail({ email, onBack }: { email: string; onBack: () => void }) {
  const t = useT(messages)
  return (
    <div className="flex flex-col items-center text-center" role="status">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
        <MailCheckIcon aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-4 text-xl font-bold">{t('auth.checkEmail')}</h2>
      <p className="mt-2 text-sm text-muted-foreground">
        {fillSlot(
          t('auth.verificationSent', { email: SLOT }),
          <span className="font-semibold text-foreground">{email}</span>,
        )}
      </p>
      <p className="mt-2 text-xs text-muted-foreground">{t('auth.noMail')}</p>
      <Button variant="outline" className="mt-6 w-full" onClick={onBack}>
        {t('auth.backToSignIn')}
      </Button>
    </div>
  )
}
