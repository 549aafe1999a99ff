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
