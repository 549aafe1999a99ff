import { DownloadIcon } from 'lucide-react'
import { useState } from 'react'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/admin.json'
import { storeDate } from '#shared/store-clock.ts'

/** A month's GST invoices as a GSTR-1-style CSV (ADR 029): a month field and a download link. */
export function Gstr1Export() {
  const t = useT(messages)
  const [month, setMonth] = useState(() => storeDate().slice(0, 7))
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="gstr1-month" className="sr-only">
        {t('admin.invoiceMonth')}
      </label>
      <input
        id="gstr1-month"
        type="month"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        className="h-10 rounded-xl border border-input bg-card px-3 text-sm"
      />
      <a
        href={month ? `/api/admin/invoices/gstr1?month=${month}` : undefined}
        download
        aria-disabled={!month}
        className="inline-flex h-10 items-center gap-2 rounded-xl border border-input bg-card px-3 text-sm font-semibold hover:bg-muted"
      >
        <DownloadIcon aria-hidden="true" className="size-4" />
        {t('admin.gstr1Csv')}
      </a>
    </div>
  )
}
