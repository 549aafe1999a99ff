import { MailCheckIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button.tsx'

/** After sign-up: the account works once the mailed link is opened (decisions.md 14). */
export function CheckEmail({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <div className="flex flex-col items-center text-center" role="status">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
        <MailCheckIcon aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-4 text-xl font-bold">Check your email</h2>
      <p className="mt-2 text-sm text-muted-foreground">
        We sent a verification link to <span className="font-semibold text-foreground">{email}</span>. Open it
        to verify your address; it signs you in.
      </p>
      <p className="mt-2 text-xs text-muted-foreground">
        No mail? Look in your spam folder, or sign up again for a fresh link.
      </p>
      <Button variant="outline" className="mt-6 w-full" onClick={onBack}>
        Back to Sign In
      </Button>
    </div>
  )
}
