import { createContext, useContext, useLayoutEffect } from 'react'

// What a server-drawn page puts in <head> (ADR 065): its <title> and a preload of each picture of
// the first screen (ProductImage's `eager`), so the browser asks for that picture with the HTML's
// first bytes. React 19 hoisted these itself; Preact draws a <title> where it stands, so the
// server's renderer collects them here and the server moves them into <head>
// (server/plugins/server-render.ts). In the browser the title is set on the document.

export type PageHead = {
  title: (text: string) => void
  preloadImage: (src: string) => void
  toHtml: () => string
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A fresh collector for one server render. */
export function pageHead(): PageHead {
  let title: string | null = null
  const images = new Set<string>()
  return {
    title: (text) => {
      title = text
    },
    preloadImage: (src) => {
      images.add(src)
    },
    toHtml: () =>
      (title === null ? '' : `<title>${escapeHtml(title)}</title>`) +
      [...images]
        .map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchPriority="high"/>`)
        .join(''),
  }
}

/** Null in the browser: only the server's renderer collects. */
export const PageHeadContext = createContext<PageHead | null>(null)

/** The page's title: into the server's <head>, or onto the document in the browser. */
export function usePageTitle(text: string): void {
  const head = useContext(PageHeadContext)
  head?.title(text)
  useLayoutEffect(() => {
    document.title = text
  }, [text])
}

/** A picture of the first screen: preloaded from the server's <head>. */
export function usePreloadImage(src: string | null, wanted: boolean): void {
  const head = useContext(PageHeadContext)
  if (src && wanted) head?.preloadImage(src)
}
