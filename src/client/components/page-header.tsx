import { ArrowLeftIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'

/** A personal page's heading with the way back to /profile. */
export function PageHeader({
  title,
  back = '/profile',
  action,
}: {
  title: string
  back?: string
  action?: ReactNode
}) {
  const t = useT(messages)
  return (
    <div className="mb-5 flex items-center gap-2">
      <Link
        to={back}
        aria-label={t('common.back')}
        className="-ml-2 flex size-10 items-center justify-center rounded-full text-muted-foreground transition hover:bg-muted hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-5" />
      </Link>
      <h1 className="flex-1 text-2xl font-extrabold tracking-tight">{title}</h1>
      {action}
    </div>
  )
}
