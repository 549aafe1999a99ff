// The store's Devanagari font (styles.css, "FreshCart Devanagari") is declared with
// font-display: optional, so a line already drawn never changes font. Whoever is about to show
// Hindi (the language switch) awaits this first: the font is then ready for the first frame.
const SAMPLE = 'हिंदी'

export function loadDevanagariFont(): Promise<void> {
  // Without the Font Loading API (older browsers, test DOMs) the CSS loads the font as usual.
  if (!document.fonts) return Promise.resolve()
  return Promise.all(
    [400, 700].map((weight) => document.fonts.load(`${weight} 1em "FreshCart Devanagari"`, SAMPLE)),
  )
    .then(() => undefined)
    .catch(() => undefined)
}
