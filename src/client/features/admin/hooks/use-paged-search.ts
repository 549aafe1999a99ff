import { useState } from 'react'
import { useDebouncedValue } from './use-debounced-value.ts'

/**
 * A tab's search text and page. The query uses the debounced, trimmed text; typing goes back
 * to page 1 so the admin never sits on page 7 of a three-result search.
 */
export function usePagedSearch() {
  const [text, setText] = useState('')
  const [page, setPage] = useState(1)
  const search = useDebouncedValue(text.trim())
  return {
    text,
    setText: (value: string) => {
      setText(value)
      setPage(1)
    },
    page,
    setPage,
    search: search || undefined,
    /** True while the box holds text the list has not been searched for yet. */
    searching: text.trim() !== search,
  }
}
