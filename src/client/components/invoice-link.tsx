import { FileTextIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/payments.json'

/**
 * Downloads an order's GST tax invoice (ADR 029): a plain link, so the browser saves the PDF the
 * server names; the session cookie goes with it.
 */
export function InvoiceLink({
  href,
  invoiceNumber,
  className,
}: {
  href: string
  invoiceNumber: string
  className?: string
}) {
  const t = useT(messages)
  return (
    <a
      href={href}
      download
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-xl border border-input bg-card px-4 text-sm font-semibold hover:bg-muted',
        className,
      )}
    >
      <FileTextIcon aria-hidden="true" className="size-4 text-primary" />
      {t('payments.downloadInvoice')}
      <span className="font-normal text-muted-foreground">{invoiceNumber}</span>
    </a>
  )
}
