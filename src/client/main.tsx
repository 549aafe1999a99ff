import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { applyLocale, initialLocale } from './lib/i18n.ts'
import './styles.css'

function render() {
  const root = createRoot(document.getElementById('root')!)
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page in one long task (issue 12 item 7: Total Blocking
  // Time on a phone's slower CPU); what it draws is the same.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
}

// English renders at once. Another language first fetches its catalogue and font, so the first
// frame is already in it (no English flash, no font swap); if that fails, the page opens in English.
const locale = initialLocale()
if (locale === 'en') render()
else
  applyLocale(locale)
    .catch((error: unknown) => console.error('Loading the language failed', error))
    .finally(render)
