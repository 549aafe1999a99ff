import { RefreshCwIcon } from 'lucide-react'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { Button, buttonClasses } from '#client/components/ui/button.tsx'

/** Shown when a page fails to load or render, e.g. a stale chunk after a new release. */
export function RouteError() {
  const error = useRouteError()
  console.error(error)
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <EmptyState
      icon={RefreshCwIcon}
      title={notFound ? 'Oops! Page not found' : 'Something went wrong'}
      description={notFound ? undefined : 'This page could not be loaded. Please try again.'}
      action={
        <div className="flex gap-3">
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            Go to Home
          </Link>
        </div>
      }
    />
  )
}
