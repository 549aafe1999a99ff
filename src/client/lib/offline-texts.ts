// Every word the offline features show (issue 15, ADR 031), in one place so a translation can
// replace them together.
export const OFFLINE_TEXTS = {
  banner: 'You are offline',
  bannerDetail: 'Pages you have seen still open. Prices are as last seen.',
  lastSeen: 'last seen',
  pageNotSaved: 'This page has not been opened on this device yet, so it needs the network.',
  cartQueued: 'You are offline: this will reach your cart when you are back online',
  cartSynced: 'Back online: your cart is up to date',
  cartSyncedWithChanges: 'Back online: some things in your cart changed',
  priceChanged: (name: string, was: string, now: string) => `${name}: price changed from ${was} to ${now}`,
  checkoutNeedsNetwork: 'Checkout needs the internet. Connect to place your order; your cart is saved.',
  updateAvailable: 'Update available',
  reload: 'Reload',
} as const
