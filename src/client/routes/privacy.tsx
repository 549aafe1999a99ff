import { MailIcon, PhoneIcon, ShieldCheckIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { FALLBACK_STORE_NAME, useStoreInfo } from '#client/features/store/api/get-store-info.ts'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { formatPhone } from '#client/lib/format-phone.ts'

/** Privacy policy (spec section 2): static text with the store's privacy contact. */
export function PrivacyRoute() {
  const { data: store } = useStoreInfo()
  const name = store?.name ?? FALLBACK_STORE_NAME
  return (
    <article className="mx-auto max-w-3xl">
      <PageTitle title="Privacy Policy" />
      <header className="flex items-center gap-4 rounded-3xl bg-brand-soft p-5 text-brand-soft-foreground sm:p-6">
        <ShieldCheckIcon aria-hidden="true" className="size-10 shrink-0" />
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-foreground">Privacy Policy</h1>
          <p className="mt-0.5 text-sm">Last updated: January 2025</p>
        </div>
      </header>

      <div className="mt-6 flex flex-col gap-6 rounded-3xl border bg-card p-5 leading-relaxed sm:p-8">
        <p>
          {name} ("we", "us") runs this online grocery store. This policy explains what personal information
          we collect when you shop with us, how we use it and the choices you have.
        </p>
        <Section title="Information we collect">
          <ul className="list-disc space-y-1 pl-5">
            <li>Account details: your name, e-mail address, phone number and profile picture.</li>
            <li>Delivery details: the addresses, delivery area and time slot you choose.</li>
            <li>Orders: the products you buy, amounts paid and your order history.</li>
            <li>Reviews, favourites and notification preferences you save.</li>
            <li>
              Technical data needed to keep you signed in and the store secure, such as session cookies.
            </li>
          </ul>
        </Section>
        <Section title="How we use it">
          <ul className="list-disc space-y-1 pl-5">
            <li>To take, deliver and support your orders, including cash-on-delivery payments.</li>
            <li>To send order updates and, if you allow it, offers and deals.</li>
            <li>To keep your cart, favourites and addresses ready for your next visit.</li>
            <li>To prevent fraud and abuse and to meet our legal obligations.</li>
          </ul>
        </Section>
        <Section title="Sharing">
          <p>
            We do not sell your personal information. We share only what is needed with delivery partners to
            bring your order, and with authorities where the law requires it.
          </p>
        </Section>
        <Section title="Storage and security">
          <p>
            Your data is stored on servers we control and protected with encryption in transit, hashed
            passwords and access limited to staff who need it. We keep order records as long as the law
            requires; other data is kept while your account is active.
          </p>
        </Section>
        <Section title="Your choices and rights">
          <p>
            You can view and update your profile, addresses and notification preferences at any time, download
            a copy of your data, or ask us to delete your account. Deleted accounts keep only anonymised order
            records for the store's books.
          </p>
        </Section>
        <Section title="Cookies">
          <p>
            We use only the cookies needed to keep you signed in and remember your choices, such as your
            delivery area and theme. We do not use advertising trackers.
          </p>
        </Section>
        <Section title="Contact us">
          <p>For any privacy question or request, reach our privacy team:</p>
          <ul className="mt-3 flex flex-col gap-2">
            <li className="flex items-center gap-2">
              <MailIcon aria-hidden="true" className="size-4 text-primary" />
              <span className="sr-only">E-mail: </span>
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
              <span className="sr-only">Phone: </span>
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
