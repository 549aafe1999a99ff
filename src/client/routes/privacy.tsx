import { MailIcon, PhoneIcon, ShieldCheckIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { FALLBACK_STORE_NAME, useStoreInfo } from '#client/features/store/api/get-store-info.ts'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { formatPhone } from '#client/lib/format-phone.ts'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/privacy.json'

/** Privacy policy (spec section 2): static text with the store's privacy contact. */
export function PrivacyRoute() {
  const t = useT(messages)
  const { data: store } = useStoreInfo()
  const name = store?.name ?? FALLBACK_STORE_NAME
  return (
    <article className="mx-auto max-w-3xl">
      <PageTitle title={t('privacy.title')} />
      <header className="flex items-center gap-4 rounded-3xl bg-brand-soft p-5 text-brand-soft-foreground sm:p-6">
        <ShieldCheckIcon aria-hidden="true" className="size-10 shrink-0" />
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-foreground">{t('privacy.title')}</h1>
          <p className="mt-0.5 text-sm">{t('privacy.lastUpdated')}</p>
        </div>
      </header>

      <div className="mt-6 flex flex-col gap-6 rounded-3xl border bg-card p-5 leading-relaxed sm:p-8">
        <p>{t('privacy.intro', { name })}</p>
        <Section title={t('privacy.collectTitle')}>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t('privacy.collectAccount')}</li>
            <li>{t('privacy.collectDelivery')}</li>
            <li>{t('privacy.collectOrders')}</li>
            <li>{t('privacy.collectReviews')}</li>
            <li>{t('privacy.collectTechnical')}</li>
          </ul>
        </Section>
        <Section title={t('privacy.useTitle')}>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t('privacy.useOrders')}</li>
            <li>{t('privacy.useUpdates')}</li>
            <li>{t('privacy.useReady')}</li>
            <li>{t('privacy.useFraud')}</li>
          </ul>
        </Section>
        <Section title={t('privacy.sharingTitle')}>
          <p>{t('privacy.sharing')}</p>
        </Section>
        <Section title={t('privacy.storageTitle')}>
          <p>{t('privacy.storage')}</p>
        </Section>
        <Section title={t('privacy.rightsTitle')}>
          <p>{t('privacy.rights')}</p>
        </Section>
        <Section title={t('privacy.cookiesTitle')}>
          <p>{t('privacy.cookies')}</p>
        </Section>
        <Section title={t('privacy.contactTitle')}>
          <p>{t('privacy.contact')}</p>
          <ul className="mt-3 flex flex-col gap-2">
            <li className="flex items-center gap-2">
              <MailIcon aria-hidden="true" className="size-4 text-primary" />
              <span className="sr-only">{t('privacy.emailLabel')}</span>
              {store ? (
                <a
                  href={`mailto:${store.supportEmail}`}
                  className="font-semibold text-primary hover:underline"
                >
                  {store.supportEmail}
                </a>
              ) : (
                '…'
              )}
            </li>
            <li className="flex items-center gap-2">
              <PhoneIcon aria-hidden="true" className="size-4 text-primary" />
              <span className="sr-only">{t('privacy.phoneLabel')}</span>
              {store ? (
                <a
                  href={`tel:+${store.whatsappNumber}`}
                  className="font-semibold text-primary hover:underline"
                >
                  {formatPhone(store.whatsappNumber)}
                </a>
              ) : (
                '…'
              )}
            </li>
          </ul>
        </Section>
      </div>
    </article>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-2 text-lg font-bold">{title}</h2>
      <div className="text-muted-foreground">{children}</div>
    </section>
  )
}
