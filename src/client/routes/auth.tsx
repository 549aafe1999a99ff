import { Tabs } from 'radix-ui'
import { useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useSession } from '#client/features/auth/api/get-session.ts'
import { CheckEmail } from '#client/features/auth/components/check-email.tsx'
import { FormAlert } from '#client/features/auth/components/form-alert.tsx'
import { SignInForm } from '#client/features/auth/components/sign-in-form.tsx'
import { SignUpForm } from '#client/features/auth/components/sign-up-form.tsx'
import {
  redirectTarget,
  verificationCallback,
  verificationError,
} from '#client/features/auth/lib/redirect-target.ts'
import { FALLBACK_STORE_NAME, useStoreInfo } from '#client/features/store/api/get-store-info.ts'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { cn } from '#client/lib/cn.ts'

type Tab = 'signin' | 'signup'

const tabClasses = cn(
  'flex-1 rounded-lg py-2 text-sm font-semibold text-muted-foreground transition',
  'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
)

/**
 * Sign in / sign up (spec section 2, Auth). A signed-in user goes on to the page that sent them
 * here, else to the home page; that is also what happens right after signing in.
 */
export function AuthRoute() {
  const location = useLocation()
  const session = useSession()
  const [tab, setTab] = useState<Tab>('signin')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const target = redirectTarget(location.search, location.state)
  const linkProblem = verificationError(location.search)
  const storeName = useStoreInfo().data?.name ?? FALLBACK_STORE_NAME

  if (session.data) return <Navigate to={target ?? '/'} replace />

  return (
    <div className="mx-auto w-full max-w-md py-2 sm:py-8">
      <PageTitle title={tab === 'signin' ? 'Sign In' : 'Sign Up'} />
      <div className="rounded-3xl border bg-card p-5 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-extrabold tracking-tight">Welcome to {storeName}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {tab === 'signin' && target
              ? 'Please sign in to continue.'
              : tab === 'signin'
                ? 'Sign in to shop, track orders and save favourites.'
                : 'Create an account to start shopping.'}
          </p>
        </div>
        {linkProblem && !sentTo ? (
          <div className="mb-5">
            <FormAlert message={linkProblem} />
          </div>
        ) : null}
        {sentTo ? (
          <CheckEmail
            email={sentTo}
            onBack={() => {
              setSentTo(null)
              setTab('signin')
            }}
          />
        ) : (
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <Tabs.List aria-label="Sign in or sign up" className="mb-6 flex gap-1 rounded-xl bg-muted p-1">
              <Tabs.Trigger value="signin" className={tabClasses}>
                Sign In
              </Tabs.Trigger>
              <Tabs.Trigger value="signup" className={tabClasses}>
                Sign Up
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="signin">
              <SignInForm />
            </Tabs.Content>
            <Tabs.Content value="signup">
              <SignUpForm callbackURL={verificationCallback(target)} onCreated={setSentTo} />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </div>
    </div>
  )
}
