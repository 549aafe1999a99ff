import { hydrate } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { isLocale } from '#shared/i18n/locales.ts'
import { PAGE_STATE_ELEMENT_ID } from '#shared/page-render.ts'
import { App } from './app/app.tsx'
import { takeOver } from './app/hydration-state.ts'
import { createQueryClient } from './app/query-client.ts'
import { applyLocale, initialLocale, rememberLocaleForServer } from './lib/i18n.ts'
import './styles.css'

const container = document.getElementById('root')!
const queryClient = createQueryClient()
// The server drew this page (ADR 043) when it sent the page's queries beside the markup.
const stateElement = document.getElementById(PAGE_STATE_ELEMENT_ID)
const serverLocale = document.documentElement.dataset.locale

/** Draws the app: over the server's markup when it was drawn in this language, else anew. */
function render(hydrating: boolean) {
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  )
  // Preact hydrates in one go (no transitions to yield in): what stays long is the parts that wait
  // to come near the screen (HydrateNearScreen, ADR 048) and the lazy parts whose code is loading,
  // whose markup is kept and taken over when ready. #root says when all of the latter are in.
  if (hydrating) void takeOver(container, () => hydrateRoot(container, app))
  else {
    createRoot(container).render(app)
    container.setAttribute('data-hydrated', '')
  }
}

const locale = initialLocale()
// The server draws a page in the language cookie's language: keep it in step with this device's.
rememberLocaleForServer(locale)
if (stateElement) hydrate(queryClient, JSON.parse(stateElement.textContent ?? '{}'))
// Hydration must draw exactly what the server drew. A device whose language the server did not
// know yet (its first visit since the cookie) is drawn anew in its language, as without a server
// render; the answers in the HTML still spare it the API round trips.
const hydrating = stateElement !== null && (isLocale(serverLocale) ? serverLocale : 'en') === locale
// Another language first fetches its catalogue and font, so the first frame is already in it (no
// English flash, no font swap); if that fails, the page opens in English.
if (locale === 'en') render(hydrating)
else
  applyLocale(locale)
    .catch((error: unknown) => console.error('Loading the language failed', error))
    .finally(() => render(hydrating))
