import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/admin.json'

type EditConflictAlertProps = { message: string | null; reloading: boolean; onReload: () => void }

/** "This product changed while you were editing. Reload to see the latest." with its Reload. */
export function EditConflictAlert({ message, reloading, onReload }: EditConflictAlertProps) {
  const t = useT(messages)
  if (!message) return null
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0 text-amber-600 dark:text-amber-400" />
      <p className="min-w-0 flex-1 font-medium">{message}</p>
      <Button size="sm" variant="outline" onClick={onReload} disabled={reloading}>
        <RefreshCwIcon aria-hidden="true" className={reloading ? 'size-4 animate-spin' : 'size-4'} />
        {reloading ? t('admin.reloading') : t('admin.reload')}
      </Button>
    </div>
  )
}
