// Starts the app on a page the server drew (ADR 043), in place of its module script: the server
// swaps that <script> for this one (server/plugins/page-preloads.ts), naming the app's entry in
// data-app and the page's chunks in data-chunks. A plain file, not bundled (vite.config.ts).
//
// Why (ADR 054): such a page is complete without JavaScript; the app only makes it interactive.
// Fetched with the HTML, the app's ~100 KB (and the page's chunks) shared a phone's link with the
// first screen's picture and arrived first: on Lighthouse's slow 4G the picture took 1.0–1.2 s
// instead of ~0.1 s and was painted at 2.7–3.3 s. So the code is asked for once the picture is
// painted (or failed), or after START_AT_LATEST_MS: a picture that stalls never holds the app.
;(() => {
  /** The "good" largest-paint limit: past it, holding the code back no longer serves the picture. */
  const START_AT_LATEST_MS = 2500
  const script = document.querySelector('script[data-app]')
  if (!script) return
  holdPresses()
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of (script.getAttribute('data-chunks') ?? '').split(' ')) {
      if (!href) continue
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    import(/* @vite-ignore */ script.getAttribute('data-app') ?? '')
  }
  // The first screen's largest picture is the one drawn with fetchpriority="high" (ProductImage's
  // `eager`); without one (a page with no pictures) there is nothing to wait for.
  const picture = document.querySelector('#root img[fetchpriority="high"]')
  // A hidden tab paints no frames (requestAnimationFrame waits until it is shown).
  if (!picture || document.visibilityState === 'hidden') return start()
  // decode() settles once the picture is loaded and ready to paint (or failed); the frame after
  // that paints it, and a task queued from requestAnimationFrame runs once that frame is done.
  picture.decode().then(() => requestAnimationFrame(() => setTimeout(start, 0)), start)
  setTimeout(start, START_AT_LATEST_MS)
  document.addEventListener('visibilitychange', start, { once: true })
  // A shopper who reaches for a button before the picture is painted wants the app now.
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    document.addEventListener(type, start, { once: true, capture: true, passive: true })
})()

/**
 * A press on a drawn page before the app has taken its element over reaches no handler (links and
 * forms work without the app; buttons do not): before the app's code has arrived, while the code
 * of the page's lazy parts is still coming, and on a part that waits to be taken over until it is
 * near the screen (ADR 048). The last such press is held and given back, as the events a press
 * makes, once the app owns the pressed element: the account menu opens, Add adds. Radix opens
 * menus and selects on pointerdown and dialogs on click, so both are sent.
 *
 * The app says what it owns in the page itself, whatever draws it (ADR 065): #root carries
 * `data-hydrated` once the page is taken over, and a part that waits (`data-hydrate-near-screen`)
 * carries `data-taken-over` once it is the app's.
 */
function holdPresses() {
  /** A press older than this is not given back: the shopper has moved on. */
  const GIVE_BACK_WITHIN_MS = 10_000
  /** @type {{ target: Element, x: number, y: number, at: number } | null} */
  let held = null
  let watching = false
  let givingBack = false
  const pageTakenOver = () => document.getElementById('root')?.hasAttribute('data-hydrated') === true
  /** The waiting part the element is in, if it is not the app's yet. */
  const waitingPart = (/** @type {Element} */ element) => {
    const part = element.closest('[data-hydrate-near-screen]')
    return part && !part.hasAttribute('data-taken-over') ? part : null
  }
  const owned = (/** @type {Element} */ element) => pageTakenOver() && !waitingPart(element)
  const giveBack = () => {
    const press = held
    if (!press?.target.isConnected || Date.now() - press.at > GIVE_BACK_WITHIN_MS) {
      held = null
      watching = false
      return
    }
    if (!owned(press.target)) {
      // The page is the app's but the part waits for the screen: ask it to be taken over now.
      if (pageTakenOver())
        press.target.dispatchEvent(new Event('freshcart:take-over', { bubbles: true, composed: true }))
      setTimeout(giveBack, 50)
      return
    }
    held = null
    watching = false
    const init = { bubbles: true, cancelable: true, composed: true, view: window, button: 0 }
    const at = { ...init, clientX: press.x, clientY: press.y }
    const pointer = { ...at, pointerId: 1, pointerType: 'mouse', isPrimary: true }
    givingBack = true
    try {
      press.target.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }))
      press.target.dispatchEvent(new MouseEvent('mousedown', { ...at, buttons: 1, detail: 1 }))
      press.target.dispatchEvent(new PointerEvent('pointerup', pointer))
      press.target.dispatchEvent(new MouseEvent('mouseup', { ...at, detail: 1 }))
      press.target.dispatchEvent(new MouseEvent('click', { ...at, detail: 1 }))
    } finally {
      givingBack = false
    }
  }
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target
      if (givingBack || !(target instanceof Element) || !target.closest('#root') || owned(target)) return
      // A link navigates and a form's submit button sends the form without the app.
      if (target.closest('a[href], input, select, textarea, label')) return
      const button = target.closest('button')
      if (button && button.type === 'submit' && button.form) return
      if (button?.disabled) return
      // Not the app's yet: the element has no handler to answer it. It is answered once, when
      // given back.
      event.stopPropagation()
      held = { target, x: event.clientX, y: event.clientY, at: Date.now() }
      if (watching) return
      watching = true
      setTimeout(giveBack, 50)
    },
    { capture: true },
  )
  // The search box sends its form without the app (/search?q=…), but blank text goes nowhere, as
  // the app's own submit does: without this, a blank search before the app ran opened /search.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || !form.matches('[role="search"]') || owned(form)) return
      const text = new FormData(form).get('q')
      if (typeof text === 'string' && text.trim() === '') event.preventDefault()
    },
    { capture: true },
  )
}
