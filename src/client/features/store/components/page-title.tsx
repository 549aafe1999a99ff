import { FALLBACK_STORE_NAME, useStoreInfo } from '../api/get-store-info.ts'

/** The browser tab's title, 'Page | Store' (React 19 moves <title> into <head>). */
export function PageTitle({ title }: { title?: string | undefined }) {
  const storeName = useStoreInfo().data?.name ?? FALLBACK_STORE_NAME
  return <title>{title ? `${title} | ${storeName}` : `${storeName}: groceries delivered in minutes`}</title>
}
