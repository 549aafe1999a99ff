import { RefreshCwIcon } from 'lucide-react'
import { Component, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { Button, buttonClasses } from '#client/components/ui/button.tsx'
import { useT } from '#client/lib/i18n.ts'
import { useOnline } from '#client/lib/online-status.ts'
import messages from '#shared/i18n/en/common.json'
import offlineMessages from '#shared/i18n/en/offline.json'

/** Shown when a page fails to load or render, e.g. a stale chunk after a new release. */
export function RouteError() {
  const t = useT(messages)
  const toffline = useT(offlineMessages)
  // Offline, a page whose code this device never fetched cannot open (ADR 031): say why.
  const online = useOnline()
  return (
    <EmptyState
      icon={RefreshCwIcon}
      title={t('common.somethingWrong')}
      description={online ? t('common.pageNotLoaded') : toffline('offline.pageNotSaved')}
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
