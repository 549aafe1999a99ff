import { SearchXIcon } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { buttonClasses } from '#client/components/ui/button.tsx'
import { PageTitle } from '#client/features/store/components/page-title.tsx'

/** Any unknown path, and /404 where an unknown product id leads. */
export function NotFoundRoute() {
  return (
    <>
      <PageTitle title="Page not found" />
      <EmptyState
        titleAs="h1"
        icon={SearchXIcon}
        title="Oops! Page not found"
        description="The page you are looking for does not exist or has moved."
        action={
          <Link to="/" className={buttonClasses({ size: 'lg' })}>
            Return to Home
          </Link>
        }
        className="py-20"
      />
    </>
  )
}
