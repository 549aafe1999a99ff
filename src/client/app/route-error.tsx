import { RefreshCwIcon } from 'lucide-react'
import { Component, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { Button, buttonClasses } from '#client/components/ui/button.tsx'

/** Shown when a page fails to load or render, e.g. a stale chunk after a new release. */
export function RouteError() {
  return (
    <EmptyState
      icon={RefreshCwIcon}
      title="Something went wrong"
      description="This page could not be loaded. Please try again."
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

class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    console.error(error)
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children
  }
}

/** Catches a failing page; moving to another page gives that page a fresh try. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
}
