import { CLIENT_ROUTES } from './client-routes.ts'
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from './i18n/locales.ts'

// The installable app (issue 15, ADR 031): the web app manifest the server serves at
// MANIFEST_PATH, the icons it draws from the store's logo, and the colours of both themes.

/** The browser bar's colour per theme; the page's <meta name="theme-color"> follows the theme. */
export const THEME_COLORS = { light: '#16a34a', dark: '#0f1f17' } as const
/** The splash screen behind the icon while the installed app starts (styles.css --background). */
export const BACKGROUND_COLORS = { light: '#f8fbf8', dark: '#0b110d' } as const

export const MANIFEST_PATH = '/manifest.webmanifest'
export const ICONS_PATH = '/icons'

export type AppIcon = { file: string; size: number; purpose: 'any' | 'maskable' }

/**
 * Every icon the manifest names. Chromium needs 192 and 512 px ('any') to offer installing and
 * picks the nearest size for each screen density (48 … 384); Android's adaptive icons crop the
 * 'maskable' ones to a circle or squircle, so those keep the logo inside the central safe zone.
 * The home-screen icon of iOS (APPLE_TOUCH_ICON) is square and full-bleed like a maskable one.
 */
export const APP_ICONS: readonly AppIcon[] = [
  ...[48, 72, 96, 128, 144, 192, 256, 384, 512].map((size) => ({
    file: `icon-${size}.png`,
    size,
    purpose: 'any' as const,
  })),
  ...[192, 512].map((size) => ({ file: `maskable-${size}.png`, size, purpose: 'maskable' as const })),
  { file: 'apple-touch-icon.png', size: 180, purpose: 'maskable' },
]
export const APPLE_TOUCH_ICON = 'apple-touch-icon.png'

/** The manifest's words, as catalogue ids (ADR 032): the server writes one manifest per language. */
export const WEB_APP_TEXT_IDS = {
  description: 'common.appDescription',
  cartShortcut: 'common.cart',
  ordersShortcut: 'orders.myOrders',
} as const
export type WebAppTexts = Record<keyof typeof WEB_APP_TEXT_IDS, string>

/** The manifest of a page shown in `locale`: the query the page's <link rel="manifest"> carries. */
export function manifestHref(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? MANIFEST_PATH : `${MANIFEST_PATH}?lang=${locale}`
}

/** Android shows short_name under the icon and cuts it after about 12 characters. */
function shortName(storeName: string): string {
  if (storeName.length <= 12) return storeName
  return (storeName.split(/\s+/)[0] ?? storeName).slice(0, 12)
}

/**
 * The web app manifest of a store called `storeName` (STORE_NAME, decisions.md 12), with its words
 * in `locale`.
 */
export function webAppManifest(storeName: string, locale: Locale, texts: WebAppTexts) {
  const icon = (file: string) => `${ICONS_PATH}/${file}`
  const shortcutIcons = [{ src: icon('icon-96.png'), sizes: '96x96', type: 'image/png' }]
  return {
    id: '/',
    name: storeName,
    short_name: shortName(storeName),
    description: texts.description,
    lang: INTL_LOCALE[locale],
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLORS.light,
    background_color: BACKGROUND_COLORS.light,
    // Chromium's proposal for the dark theme's colours; browsers without it ignore the member.
    user_preferences: {
      color_scheme_dark: { theme_color: THEME_COLORS.dark, background_color: BACKGROUND_COLORS.dark },
    },
    categories: ['shopping', 'food'],
    icons: APP_ICONS.filter((i) => i.file !== APPLE_TOUCH_ICON).map((i) => ({
      src: icon(i.file),
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.purpose,
    })),
    shortcuts: [
      { name: texts.cartShortcut, url: CLIENT_ROUTES.cart.path, icons: shortcutIcons },
      { name: texts.ordersShortcut, url: CLIENT_ROUTES.orders.path, icons: shortcutIcons },
    ],
  }
}
