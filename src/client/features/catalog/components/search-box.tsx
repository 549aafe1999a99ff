import { FolderIcon, HistoryIcon, SearchIcon, XIcon } from 'lucide-react'
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { PriceTag } from '#client/components/price-tag.tsx'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { useCategoryName, useProductName } from '#client/lib/product-name.ts'
import commonMessages from '#shared/i18n/en/common.json'
import messages from '#shared/i18n/en/search.json'
import type { SuggestedCategory, SuggestedProduct } from '#shared/schemas/search.ts'
import { useSuggestions } from '../api/get-suggestions.ts'
import { useDebouncedValue } from '../hooks/use-debounced-value.ts'
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  removeRecentSearch,
} from '../lib/recent-searches.ts'
import { ProductImage } from './product-image.tsx'

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150

type Item =
  | { kind: 'product'; product: SuggestedProduct }
  | { kind: 'category'; category: SuggestedCategory }
  | { kind: 'search'; text: string }
  | { kind: 'recent'; text: string }

type SearchBoxProps = {
  className?: string
  /** The Add button or stepper beside a suggested product (the cart is its own feature). */
  renderAction?: (product: SuggestedProduct) => ReactNode
}

// Fixed row heights: the Add and remove buttons sit in a column beside the listbox (a listbox's
// options may hold no buttons of their own), row for row.
const GROUP_HEADER = 'h-7'
const PRODUCT_ROW = 'h-14'
const RECENT_ROW = 'h-11'

/**
 * The header search (spec section 5) as a WAI-ARIA combobox (issue 11): from the first letter,
 * after a 150 ms pause, up to five products (picture, name, price, Add) and the matching
 * categories; with the box empty, the recent searches kept on this device. ArrowUp/ArrowDown move
 * through the options (aria-activedescendant: focus stays in the box), Enter opens the
 * highlighted one or searches the typed text, Escape closes the list (and then clears the box),
 * Delete removes a highlighted recent search. Enter or the search icon go to /search only when
 * the trimmed text is non-empty.
 */
export function SearchBox({ className, renderAction }: SearchBoxProps) {
  const t = useT(messages)
  const shownCategory = useCategoryName()
  const tc = useT(commonMessages)
  const id = useId()
  const listboxId = `${id}-listbox`
  const optionId = (index: number) => `${id}-option-${index}`
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [searchParams] = useSearchParams()
  const currentQuery = pathname === '/search' ? (searchParams.get('q') ?? '') : ''
  const [text, setText] = useState(currentQuery)
  const [open, setOpen] = useState(false)
  const [highlight, setHighlight] = useState({ list: '', index: -1 })
  const [recent, setRecent] = useState<string[]>([])
  const inputRef = useRef<HTMLInputElement>(null)

  // Follow the URL: show the query on the results page, clear it when leaving.
  useEffect(() => setText(currentQuery), [currentQuery])
  // Text typed into a drawn page's box before React took it over (ADR 054) is in the field but not
  // in state (React keeps a hydrated field's value): adopt it, and open its suggestions if the
  // shopper is still typing. Declared after the URL's effect, so it wins on the first commit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the box is first drawn
  useEffect(() => {
    const input = inputRef.current
    if (!input || input.value === text) return
    setText(input.value)
    if (document.activeElement === input) {
      setRecent(readRecentSearches())
      setOpen(true)
    }
  }, [])

  const typed = text.trim()
  const settled = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS)
  const suggestions = useSuggestions(open ? settled : '')
  const data = typed && settled ? suggestions.data : undefined

  const items: Item[] = typed
    ? [
        ...(data?.products ?? []).map((product) => ({ kind: 'product' as const, product })),
        ...(data?.categories ?? []).map((category) => ({ kind: 'category' as const, category })),
        { kind: 'search' as const, text: typed },
      ]
    : recent.map((r) => ({ kind: 'recent' as const, text: r }))
  const expanded = open && items.length > 0

  // The highlighted option belongs to the list it was moved to in: a new list starts with
  // nothing highlighted (Enter then searches what was typed). Read in the render, not reset by an
  // effect: Preact runs effects up to a frame later, and that reset once undid an ArrowDown
  // pressed as the list appeared.
  const itemsKey = items
    .map((i) => (i.kind === 'product' ? i.product.id : i.kind === 'category' ? i.category.id : i.text))
    .join('|')
  const active = highlight.list === itemsKey ? highlight.index : -1
  const setActive = (next: number | ((current: number) => number)) =>
    setHighlight((h) => {
      const current = h.list === itemsKey ? h.index : -1
      return { list: itemsKey, index: typeof next === 'function' ? next(current) : next }
    })
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  })

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const search = (q: string) => {
    setRecent(addRecentSearch(q))
    close()
    navigate(`/search?q=${encodeURIComponent(q)}`)
  }

  const choose = (item: Item) => {
    if (item.kind === 'search' || item.kind === 'recent') return search(item.text)
    if (typed) setRecent(addRecentSearch(typed))
    close()
    inputRef.current?.blur()
    navigate(item.kind === 'product' ? `/product/${item.product.id}` : `/category/${item.category.id}`)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (typed) search(typed)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = items.length
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        if (!expanded) {
          setRecent(readRecentSearches())
          setOpen(true)
          return
        }
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActive((a) => (a === -1 ? (step === 1 ? 0 : n - 1) : (a + step + n) % n))
        return
      }
      case 'Enter': {
        const item = expanded ? items[active] : undefined
        if (item) {
          event.preventDefault()
          choose(item)
        }
        return
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          close()
        } else if (text) {
          event.preventDefault()
          setText('')
        }
        return
      case 'Delete': {
        const item = expanded ? items[active] : undefined
        if (item?.kind === 'recent') {
          event.preventDefault()
          setRecent(removeRecentSearch(item.text))
        }
        return
      }
    }
  }

  // The list stays open while focus moves to its own buttons (Add, remove, clear). A button taken
  // away while it has focus (a row's Add becoming its stepper, whose plus then takes the focus)
  // reports a blur to nowhere as it goes; Chromium sends it while the button is still in the form,
  // where the element's own listener hears it (Preact's, ADR 065): that is not the shopper leaving.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    const left = event.target
    queueMicrotask(() => {
      if (left.isConnected) close()
    })
  }

  const products = items.flatMap((item, index) => (item.kind === 'product' ? [{ item, index }] : []))
  const categories = items.flatMap((item, index) => (item.kind === 'category' ? [{ item, index }] : []))
  const searchIndex = items.findIndex((i) => i.kind === 'search')
  const option = (index: number, content: ReactNode, rowClass: string) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the combobox's input (aria-activedescendant)
    <div
      key={optionId(index)}
      id={optionId(index)}
      role="option"
      aria-selected={active === index}
      tabIndex={-1}
      // Keeps focus in the box: a click chooses without blurring it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(items[index]!)}
      onMouseMove={() => active !== index && setActive(index)}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg px-2',
        rowClass,
        active === index && 'bg-brand-soft text-brand-soft-foreground',
      )}
    >
      {content}
    </div>
  )

  return (
    // action and name: on a server-drawn page typed before the script has taken over (ADR 043), the
    // browser's own submit opens the same results page.
    <form
      role="search"
      action="/search"
      onSubmit={submit}
      onBlur={onBlur}
      className={cn('relative', className)}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {tc('common.searchProducts')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
        }}
        onFocus={() => {
          setRecent(readRecentSearches())
          setOpen(true)
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={tc('common.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="h-11 w-full rounded-xl border border-input bg-muted/60 pr-12 pl-4 text-sm transition placeholder:text-muted-foreground focus:border-primary focus:bg-card focus:outline-none focus-visible:outline-none focus:ring-3 focus:ring-primary/20 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={tc('common.search')}
        className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-lg text-muted-foreground transition hover:bg-brand-soft hover:text-brand-soft-foreground"
      >
        <SearchIcon aria-hidden="true" className="size-5" />
      </button>
      <span className="sr-only" aria-live="polite">
        {open && typed && data
          ? t('search.suggestionCount', { count: data.products.length + data.categories.length })
          : ''}
      </span>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1.5 max-h-[min(32rem,75vh)] short:max-h-[calc(100dvh-12.5rem)] overflow-y-auto rounded-xl border bg-card p-1 text-card-foreground shadow-lg"
      >
        {typed ? (
          <div className="relative">
            <div id={listboxId} role="listbox" aria-label={t('search.suggestions')}>
              {products.length > 0 ? (
                <div role="group" aria-labelledby={`${id}-products`}>
                  <div
                    role="presentation"
                    id={`${id}-products`}
                    className={cn(
                      GROUP_HEADER,
                      'flex items-center px-2 text-xs font-semibold text-muted-foreground',
                    )}
                  >
                    {t('search.products')}
                  </div>
                  {products.map(({ item, index }) =>
                    option(
                      index,
                      <ProductOption product={item.product} />,
                      cn(PRODUCT_ROW, renderAction && 'pr-24'),
                    ),
                  )}
                </div>
              ) : null}
              {categories.length > 0 ? (
                <div role="group" aria-labelledby={`${id}-categories`}>
                  <div
                    role="presentation"
                    id={`${id}-categories`}
                    className={cn(
                      GROUP_HEADER,
                      'flex items-center px-2 text-xs font-semibold text-muted-foreground',
                    )}
                  >
                    {t('search.categories')}
                  </div>
                  {categories.map(({ item, index }) =>
                    option(
                      index,
                      <>
                        <FolderIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                        <span className="truncate text-sm">{shownCategory(item.category)}</span>
                      </>,
                      'h-10',
                    ),
                  )}
                </div>
              ) : null}
              {searchIndex >= 0
                ? option(
                    searchIndex,
                    <>
                      <SearchIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                      <span className="truncate text-sm font-medium">
                        {t('search.searchFor', { query: typed })}
                      </span>
                    </>,
                    'h-10',
                  )
                : null}
            </div>
            {renderAction && products.length > 0 ? (
              // Beside the product rows: below the group's header, one slot per row.
              <div className="absolute top-7 right-2">
                {products.map(({ item }) => (
                  <div key={item.product.id} className={cn(PRODUCT_ROW, 'flex items-center justify-end')}>
                    {renderAction(item.product)}
                  </div>
                ))}
              </div>
            ) : null}
          </div>
        ) : (
          <>
            <div className={cn(GROUP_HEADER, 'flex items-center justify-between px-2')}>
              <span id={`${id}-recent`} className="text-xs font-semibold text-muted-foreground">
                {t('search.recent')}
              </span>
              <button
                type="button"
                aria-label={t('search.clearRecentLabel')}
                onClick={() => {
                  setRecent(clearRecentSearches())
                  inputRef.current?.focus()
                }}
                className="rounded-md px-1.5 text-xs font-semibold text-primary hover:underline"
              >
                {t('search.clearRecent')}
              </button>
            </div>
            <div className="relative">
              <div id={listboxId} role="listbox" aria-labelledby={`${id}-recent`}>
                {items.map((item, index) =>
                  option(
                    index,
                    <>
                      <HistoryIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                      <span className="truncate text-sm">{item.kind === 'recent' ? item.text : ''}</span>
                    </>,
                    cn(RECENT_ROW, 'pr-10'),
                  ),
                )}
              </div>
              <div className="absolute top-0 right-1">
                {recent.map((r) => (
                  <div key={r} className={cn(RECENT_ROW, 'flex items-center')}>
                    <button
                      type="button"
                      aria-label={t('search.removeRecent', { query: r })}
                      onClick={() => {
                        setRecent(removeRecentSearch(r))
                        inputRef.current?.focus()
                      }}
                      className="flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
                    >
                      <XIcon aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                ))}
              </div>
            </div>
          </>
        )}
      </div>
    </form>
  )
}

/** A suggested product: picture, name (Hindi when the shop is in Hindi), unit and price. */
function ProductOption({ product }: { product: SuggestedProduct }) {
  const name = useProductName(product)
  return (
    <>
      <ProductImage src={product.imageUrl} alt="" className="size-10 shrink-0 rounded-md" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-medium">{name.primary}</span>
        <span className="truncate text-xs text-muted-foreground">
          {product.unit} · <PriceTag paise={product.price} className="font-semibold text-foreground" />
        </span>
      </span>
    </>
  )
}
