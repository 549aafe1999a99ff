import { SearchXIcon } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { buttonClasses } from '#client/components/ui/button.tsx'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'

/** Any unknown path, and /404 where an unknown product id leads. */
export function NotFoundRoute() {
  const t = useT(messages)
  return (
    <>
      <PageTitle title={t('common.pageNotFound')} />
      <EmptyState
        titleAs="h1"
        icon={SearchXIcon}
        title={t('common.oopsNotFound')}
        description={t('common.notFoundText')}
        action={
          <Link to="/" className={buttonClasses({ size: 'lg' })}>
            {t('common.returnHome')}
          </Link>
        }
        className="py-20"
      />
    </>
  )
}
