import { useT } from '#client/lib/i18n.ts'
import { usePageTitle } from '#client/lib/page-head.ts'
import messages from '#shared/i18n/en/home.json'
import { FALLBACK_STORE_NAME, useStoreInfo } from '../api/get-store-info.ts'

/** The browser tab's title, 'Page | Store' (lib/page-head.ts puts it in the server's <head>). */
export function PageTitle({ title }: { title?: string | undefined }) {
  const t = useT(messages)
  const storeName = useStoreInfo().data?.name ?? FALLBACK_STORE_NAME
  usePageTitle(title ? `${title} | ${storeName}` : t('home.tagline', { storeName }))
  return null
}
