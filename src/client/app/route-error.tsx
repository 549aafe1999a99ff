import { RefreshCwIcon } from 'lucide-react'
import { Component, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { Button, buttonClasses } from '#client/components/ui/button.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'

/** Shown when a page fails to load or render, e.g. a stale chunk after a new release. */
export function RouteError() {
  const t = useT(messages)
  return (
    <EmptyState
      icon={RefreshCwIcon}
      title={t('common.somethingWrong')}
      description={t('common.pageNotLoaded')}
      action={
        <div className="flex gap-3">
          <Button onClick={() => window.location.reload()}>{t('common.tryAgain')}</Button>
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            {t('common.goHome')}
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
