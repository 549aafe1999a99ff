import messages from '#shared/i18n/en/offline.json'
import { translator } from './i18n.ts'

// Every word the offline features show (issue 15, ADR 031), from the offline catalogue (ADR 032).
// Each is read when it is shown, so it is in the language chosen at that moment; a component
// showing one also calls useLocale, so it follows a switch.

const t = translator(messages)

export const OFFLINE_TEXTS = {
  /** The banner's first words, with their full stop ('You are offline.'). */
  get banner() {
    return t('offline.banner')
  },
  get bannerDetail() {
    return t('offline.bannerDetail')
  },
  get lastSeen() {
    return t('offline.lastSeen')
  },
  get pageNotSaved() {
    return t('offline.pageNotSaved')
  },
  get cartQueued() {
    return t('offline.cartQueued')
  },
  get cartSynced() {
    return t('offline.cartSynced')
  },
  get cartSyncedWithChanges() {
    return t('offline.cartSyncedWithChanges')
  },
  priceChanged: (name: string, was: string, now: string) => t('offline.priceChanged', { name, was, now }),
  get checkoutNeedsNetwork() {
    return t('offline.checkoutNeedsNetwork')
  },
  get updateAvailable() {
    return t('offline.updateAvailable')
  },
  get reload() {
    return t('offline.reload')
  },
}
