import { i18n, type Messages } from '@lingui/core'
import { useSyncExternalStore } from 'react'
import {
  DEFAULT_LOCALE,
  INTL_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  type Locale,
  localeFromLanguages,
} from '#shared/i18n/locales.ts'
import { manifestHref } from '#shared/web-app.ts'
import { loadDevanagariFont } from './devanagari-font.ts'
import { readStored, writeStored } from './storage.ts'

// The client's one translation layer (ADR 032). Catalogues are JSON files in src/shared/i18n/<locale>/,
// one per feature, compiled to Lingui's message form by the build (vite.config.ts). A feature's
// English catalogue travels in that feature's own chunk (it is imported where it is used); the
// whole Hindi catalogue is one chunk fetched only when Hindi is chosen. A message missing in Hindi
// falls back to English (the completeness test keeps that from happening in a release).

export const LANGUAGE_STORAGE_KEY = 'freshcart:language'

/** A catalogue as imported: message id ('cart.title') → its ICU message. */
type Catalogue = Record<string, unknown>
export type MessageValues = Record<string, string | number | null | undefined>
export type Translate<C extends Catalogue> = (id: keyof C & string, values?: MessageValues) => string

const english: Messages = {}
const translators = new WeakMap<Catalogue, Translate<Catalogue>>()
i18n.load('en', {})
i18n.activate(DEFAULT_LOCALE, [INTL_LOCALE[DEFAULT_LOCALE]])

let locale: Locale = DEFAULT_LOCALE
const listeners = new Set<() => void>()

/** The translate function of one catalogue, for code outside components (toasts, error texts). */
export function translator<C extends Catalogue>(catalogue: C): Translate<C> {
  let translate = translators.get(catalogue)
  if (!translate) {
    Object.assign(english, catalogue)
    i18n.load('en', catalogue as Messages)
    // `message` is the English fallback: Lingui returns it when the active catalogue lacks the id.
    translate = (id, values) => i18n._(id, values, { message: english[id] as string })
    translators.set(catalogue, translate)
  }
  return translate as Translate<C>
}

/** The translate function of a catalogue; the component renders again when the language changes. */
export function useT<C extends Catalogue>(catalogue: C): Translate<C> {
  useLocale()
  return translator(catalogue)
}

export function currentLocale(): Locale {
  return locale
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// The server snapshot is the language active when the page is drawn: on the server the request's
// (entry-server.tsx), in the browser the one the server's HTML was drawn in, which main.tsx
// activates before hydrating (ADR 043).
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale)
}

let hindi: Promise<void> | undefined
function loadHindi(): Promise<void> {
  hindi ??= import('#shared/i18n/hi/index.ts').then(
    (m) => i18n.load('hi', m.hindi as Messages),
    (error: unknown) => {
      hindi = undefined // offline or a failed chunk: the next choice tries again
      throw error
    },
  )
  return hindi
}

/**
 * Shows the app in `next`: its catalogue and (for Hindi) the Devanagari font are loaded first, so
 * the first Hindi frame is drawn with both (the font is font-display: optional, and a line once
 * drawn never changes font: no layout shift). Rejects when the catalogue cannot be fetched.
 */
export async function applyLocale(next: Locale): Promise<void> {
  if (next === 'hi') await Promise.all([loadHindi(), loadDevanagariFont()])
  activate(next)
  document.documentElement.lang = INTL_LOCALE[next]
  // The app Chromium offers to install is named and described in the shown language (ADR 031).
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref(next))
  for (const listener of listeners) listener()
}

function activate(next: Locale) {
  i18n.activate(next, [INTL_LOCALE[next]])
  locale = next
}

/**
 * The server's page renderer (entry-server.tsx): makes `next` the language of what is drawn now,
 * without a document. Renders take turns, so one language is active per render.
 */
export async function activateLocaleForRender(next: Locale): Promise<void> {
  if (next === 'hi') await loadHindi()
  activate(next)
}

/** The shopper's choice: shown at once and remembered on this device (and told to the server). */
export async function chooseLocale(next: Locale): Promise<void> {
  await applyLocale(next)
  writeStored(LANGUAGE_STORAGE_KEY, next)
  rememberLocaleForServer(next)
}

/** The language cookie the server renders pages in (ADR 043); a year, this site only. */
export function rememberLocaleForServer(next: Locale) {
  try {
    if (document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${next}`)) return
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value; the Cookie Store API is missing from Firefox and Safari before 18.4
    document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`
  } catch {
    // Cookies blocked: pages render in the browser's language and switch after loading.
  }
}

/** The language a page opens in: the one chosen on this device, else the browser's. */
export function initialLocale(): Locale {
  const stored = readStored(LANGUAGE_STORAGE_KEY)
  if (isLocale(stored)) return stored
  return localeFromLanguages(navigator.languages?.length ? navigator.languages : [navigator.language])
}

/** The BCP 47 tag of the shown language, for Intl formatters. */
export function intlLocale(): string {
  return INTL_LOCALE[locale]
}
