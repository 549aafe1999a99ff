import { useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx'
import { useSession } from '#client/features/auth/api/get-session.ts'
import { CheckEmail } from '#client/features/auth/components/check-email.tsx'
import { ForgotPasswordForm } from '#client/features/auth/components/forgot-password-form.tsx'
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
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/auth.json'

type Tab = 'signin' | 'signup' | 'forgot'

/**
 * Sign in / sign up (spec section 2, Auth). A signed-in user goes on to the page that sent them
 * here, else to the home page; that is also what happens right after signing in.
 */
export function AuthRoute() {
  const t = useT(messages)
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
      <PageTitle
        title={t(
          tab === 'signup' ? 'auth.signUp' : tab === 'forgot' ? 'auth.forgotPasswordTitle' : 'auth.signIn',
        )}
      />
      <div className="rounded-3xl border bg-card p-5 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-extrabold tracking-tight">{t('auth.welcome', { storeName })}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {t(
              tab === 'signup'
                ? 'auth.createToStart'
                : target
                  ? 'auth.signInToContinue'
                  : 'auth.signInToShop',
            )}
          </p>
        </div>
        {linkProblem && !sentTo ? (
          <div className="mb-5">
            <FormAlert message={t(linkProblem)} />
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
        ) : tab === 'forgot' ? (
          <ForgotPasswordForm onBack={() => setTab('signin')} />
        ) : (
          <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <TabsList aria-label={t('auth.signInOrUp')} className="mb-6 sm:w-full">
              <TabsTrigger value="signin" className="flex-1 justify-center">
                {t('auth.signIn')}
              </TabsTrigger>
              <TabsTrigger value="signup" className="flex-1 justify-center">
                {t('auth.signUp')}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm onForgotPassword={() => setTab('forgot')} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm callbackURL={verificationCallback(target)} onCreated={setSentTo} />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </div>
  )
}
