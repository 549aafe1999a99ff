import { whatsappLink } from '#shared/delivery.ts'
import { useStoreInfo } from '../api/get-store-info.ts'

/**
 * Opens the store's messaging-app chat with a prefilled text in a new tab (spec section 7,
 * External links). `ready` is false until the store's number is known.
 */
export function useWhatsapp() {
  const { data } = useStoreInfo()
  const number = data?.whatsappNumber
  return {
    ready: Boolean(number),
    open: (text: string) => {
      if (!number) return
      window.open(whatsappLink(number, text), '_blank', 'noopener,noreferrer')
    },
  }
}
