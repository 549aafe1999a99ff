import { SearchIcon } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'

/** Enter or the search icon go to /search only when the trimmed text is non-empty (spec section 5). */
export function SearchBox({ className }: { className?: string }) {
  const t = useT(messages)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [searchParams] = useSearchParams()
  const currentQuery = pathname === '/search' ? (searchParams.get('q') ?? '') : ''
  const [text, setText] = useState(currentQuery)

  // Follow the URL: show the query on the results page, clear it when leaving.
  useEffect(() => setText(currentQuery), [currentQuery])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const q = text.trim()
    if (!q) return
    navigate(`/search?q=${encodeURIComponent(q)}`)
  }

  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor="site-search" className="sr-only">
        {t('common.searchProducts')}
      </label>
      <input
        id="site-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('common.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="h-11 w-full rounded-xl border border-input bg-muted/60 pr-12 pl-4 text-sm transition placeholder:text-muted-foreground focus:border-primary focus:bg-card focus:outline-none focus-visible:outline-none focus:ring-3 focus:ring-primary/20 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={t('common.search')}
        className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-lg text-muted-foreground transition hover:bg-brand-soft hover:text-brand-soft-foreground"
      >
        <SearchIcon aria-hidden="true" className="size-5" />
      </button>
    </form>
  )
}
