// Runs as a blocking classic script at the top of <head> (injected by vite.config.ts), so the
// saved theme is on <html> before the first paint: no light flash for dark-mode users.
// The storage key and colours match src/client/lib/theme.ts.
;(() => {
  try {
    let theme = localStorage.getItem('freshcart:theme')
    if (theme !== 'light' && theme !== 'dark') {
      theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
    }
    if (theme === 'dark') {
      document.documentElement.classList.add('dark')
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', '#0f1f17')
    }
  } catch {
    // Storage blocked: stay light.
  }
})()
