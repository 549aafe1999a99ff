// The store's Devanagari font (styles.css, "FreshCart Devanagari") is declared with
// font-display: optional, so a line already drawn never changes font. Whoever is about to show
// Hindi (the language switch) awaits this first: the font is then ready for the first frame.
const SAMPLE = 'हिंदी'

export function loadDevanagariFont(): Promise<void> {
  return Promise.all(
    [400, 700].map((weight) => document.fonts.load(`${weight} 1em "FreshCart Devanagari"`, SAMPLE)),
  )
    .then(() => undefined)
    .catch(() => undefined)
}
