import '@testing-library/jest-dom/vitest'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, configure, type RenderResult, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { toast } from 'sonner'
import { afterEach, vi } from 'vitest'
import { createQueryClient } from '#client/app/query-client.ts'
import { AppToaster } from '#client/app/toaster.tsx'
import { emitRealtime } from '#client/features/realtime/realtime-events.ts'
import type { RealtimeEvent } from '#shared/realtime.ts'

// The one harness for component and hook tests (run in happy-dom: each such test file starts with
// `// @vitest-environment happy-dom`, so the server's tests keep their node environment).
// Components render as the app renders them: the app's own query client, a router, the toaster
// and the i18n layer in English (lib/i18n.ts is a module-level store, English until a test
// switches it). The only fake is the network: `FakeServer` answers fetch() and XMLHttpRequest
// the way the API does, and records every request, so a test says what the server answers and
// checks what the component sent; nothing of the component's own modules is mocked.

// sonner fades a toast in (opacity 0 until its mount effect marks it data-mounted). Tests read a
// toast as soon as its text is in the page, which on a loaded machine can come before that effect
// has run: with no animation to wait for here, a toast is shown at full opacity from the start.
const toastFade = document.createElement('style')
toastFade.textContent = '[data-sonner-toast]{opacity:1 !important}'
document.head.append(toastFade)

// waitFor and findBy wait up to 1 s by default; a first render of a lazy part on a machine at load
// 10+ took longer (address-form.test.tsx failed twice in a full run beside three agents' builds).
// A wait that is met returns at once: this only moves when a test that will fail gives up.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
  toast.dismiss()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})

// ---------------------------------------------------------------- the fake server

export type FakeRequest = {
  method: string
  /** '/api/cart/items/p1' without the query. */
  path: string
  query: URLSearchParams
  /** Parsed JSON, a FormData for multipart uploads, or undefined. */
  body: unknown
  headers: Record<string, string>
  /** Named parts of the route's pattern (':productId'). */
  params: Record<string, string>
}

export type FakeReply = { status?: number; body?: unknown }
type Answer = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>)

/** The API's error body (src/shared/errors.ts), as every refusal carries it. */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): FakeReply {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } }
}

/** A request the test answers when it wants: the component's pending state lasts until then. */
export type HeldRequest = {
  /** Resolves with the request once the component has sent it. */
  readonly received: Promise<FakeRequest>
  reply(reply: FakeReply): void
  /** XMLHttpRequest only: bytes of the body sent so far (upload progress). */
  progress(loaded: number, total: number): void
  /** Fails as a network error does (fetch rejects, XHR fires 'error'). */
  fail(): void
}

type Rule = { method: string; pattern: RegExp; keys: string[]; answer: Answer; once: boolean }
type Hold = HeldRequest & { route: Rule; start(request: FakeRequest, channel: Channel): void }
type Channel = { reply(reply: FakeReply): void; progress(loaded: number, total: number): void; fail(): void }

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = []
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      keys.push(part.slice(1))
      return '([^/]+)'
    })
    .join('/')
  return { pattern: new RegExp(`^${source}$`), keys }
}

export class FakeServer {
  /** Every request, in the order sent. */
  readonly requests: FakeRequest[] = []
  private routes: Rule[] = []
  private holds: Hold[] = []

  /** Answers every `method path` request (path like '/api/cart/items/:productId'); newest rule first. */
  on(method: string, path: string, answer: Answer): this {
    this.routes.unshift({ method, ...compile(path), answer, once: false })
    return this
  }

  /** Answers only the next matching request, then falls back to the other rules. */
  once(method: string, path: string, answer: Answer): this {
    this.routes.unshift({ method, ...compile(path), answer, once: true })
    return this
  }

  /** The next matching request waits for the test's `reply`. */
  hold(method: string, path: string): HeldRequest {
    let resolveReceived: (request: FakeRequest) => void = () => {}
    const received = new Promise<FakeRequest>((resolve) => {
      resolveReceived = resolve
    })
    let channel: Channel | null = null
    const early: Array<(c: Channel) => void> = []
    const use = (act: (c: Channel) => void) => (channel ? act(channel) : early.push(act))
    const hold: Hold = {
      route: { method, ...compile(path), answer: {}, once: true },
      received,
      reply: (reply) => use((c) => c.reply(reply)),
      progress: (loaded, total) => use((c) => c.progress(loaded, total)),
      fail: () => use((c) => c.fail()),
      start(request, c) {
        channel = c
        resolveReceived(request)
        for (const act of early.splice(0)) act(c)
      },
    }
    this.holds.push(hold)
    return hold
  }

  /** Requests to `method path` (a pattern as for `on`). */
  sent(method: string, path: string): FakeRequest[] {
    const { pattern } = compile(path)
    return this.requests.filter((r) => r.method === method && pattern.test(r.path))
  }

  /** Puts this server behind fetch() and XMLHttpRequest until the test ends. */
  install(): this {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => this.fetch(input, init))
    vi.stubGlobal('XMLHttpRequest', fakeXhrClass(this))
    return this
  }

  /** @internal Routes one request: a held one waits for the test, else the newest matching rule. */
  dispatch(request: FakeRequest, channel: Channel): void {
    this.requests.push(request)
    const matches = (r: Rule) => r.method === request.method && r.pattern.exec(request.path)
    const holdIndex = this.holds.findIndex((h) => matches(h.route))
    if (holdIndex >= 0) {
      const [hold] = this.holds.splice(holdIndex, 1)
      request.params = paramsOf(hold!.route, request.path)
      hold!.start(request, channel)
      return
    }
    const route = this.routes.find(matches)
    if (!route) {
      channel.reply(apiError(404, 'NOT_FOUND', `FakeServer: no answer for ${request.method} ${request.path}`))
      return
    }
    if (route.once) this.routes.splice(this.routes.indexOf(route), 1)
    request.params = paramsOf(route, request.path)
    const { answer } = route
    Promise.resolve(typeof answer === 'function' ? answer(request) : answer).then(
      (reply) => channel.reply(reply),
      () => channel.fail(),
    )
  }

  private fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://shop.test',
    )
    const headers = Object.fromEntries(new Headers(init.headers).entries())
    const body = typeof init.body === 'string' ? safeJson(init.body) : (init.body ?? undefined)
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), {
        once: true,
      })
      this.dispatch(
        {
          method: init.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          body,
          headers,
          params: {},
        },
        {
          reply: ({ status = 200, body: replyBody }) =>
            resolve(
              new Response(replyBody === undefined ? null : JSON.stringify(replyBody), {
                status,
                headers: { 'content-type': 'application/json' },
              }),
            ),
          progress: () => {},
          fail: () => reject(new TypeError('Failed to fetch')),
        },
      )
    })
  }
}

function paramsOf(route: Rule, path: string): Record<string, string> {
  const values = route.pattern.exec(path)?.slice(1) ?? []
  return Object.fromEntries(route.keys.map((key, i) => [key, decodeURIComponent(values[i] ?? '')]))
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** An XMLHttpRequest that sends to the fake server (upload progress included). */
function fakeXhrClass(server: FakeServer) {
  return class FakeXMLHttpRequest extends EventTarget {
    status = 0
    statusText = ''
    responseText = ''
    withCredentials = false
    readonly upload = new EventTarget()
    private method = 'GET'
    private url = ''
    private headers: Record<string, string> = {}
    private done = false
    open(method: string, url: string) {
      this.method = method
      this.url = url
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value
    }
    abort() {
      if (this.done) return
      this.done = true
      this.dispatchEvent(new Event('abort'))
    }
    send(body?: unknown) {
      const url = new URL(this.url, 'http://shop.test')
      const finish = (type: string) => {
        if (this.done) return
        this.done = true
        this.dispatchEvent(new Event(type))
      }
      server.dispatch(
        {
          method: this.method,
          path: url.pathname,
          query: url.searchParams,
          body: typeof body === 'string' ? safeJson(body) : body,
          headers: this.headers,
          params: {},
        },
        {
          reply: ({ status = 200, body: replyBody }) => {
            this.status = status
            this.responseText = replyBody === undefined ? '' : JSON.stringify(replyBody)
            finish('load')
          },
          progress: (loaded, total) => {
            if (this.done) return
            const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total })
            this.upload.dispatchEvent(event)
          },
          fail: () => finish('error'),
        },
      )
    }
  }
}

/**
 * A live event arriving over the socket: handed to the listeners as realtime-socket.ts hands each
 * event frame (the socket and its reconnects have their own test, use-realtime-connection.test.tsx).
 */
export function receiveRealtimeEvent(event: RealtimeEvent) {
  act(() => emitRealtime(event))
}

/** For a test whose failure path logs (console.error) on purpose: keeps the output readable. */
export function quietConsoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {})
}

/** happy-dom's window size (media queries follow it); tests start at its default 1024 × 768. */
export function setViewport(width: number, height = 800) {
  const { happyDOM } = window as unknown as {
    happyDOM: { setViewport(size: { width: number; height: number }): void }
  }
  happyDOM.setViewport({ width, height })
}

// ---------------------------------------------------------------- rendering

export type AppRender = RenderResult & {
  queryClient: QueryClient
  server: FakeServer
  /** Where the router is now ('/auth?redirect=%2Fp'). */
  location(): string
}

type RenderOptions = {
  /** The URL the router starts at. */
  url?: string
  /** The route pattern the element is mounted at, for components that read params. */
  path?: string
  server?: FakeServer
  queryClient?: QueryClient
}

let currentLocation = ''
function LocationProbe() {
  const location = useLocation()
  currentLocation = location.pathname + location.search
  return null
}

/**
 * Renders `ui` inside the app's providers with `server` (installed here) answering the network.
 * The query client is the app's own (createQueryClient), so retries, stale times and networkMode
 * are what the shopper gets.
 */
export function renderApp(ui: ReactNode, options: RenderOptions = {}): AppRender {
  const server = options.server ?? new FakeServer()
  server.install()
  const queryClient = options.queryClient ?? createQueryClient()
  // A wrapper (not a tree around `ui`), so `rerender(newUi)` keeps the providers and the cache.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.url ?? '/']}>
        <LocationProbe />
        <Routes>
          <Route path={options.path ?? '*'} element={children} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
      <AppToaster />
    </QueryClientProvider>
  )
  const result = render(ui, { wrapper })
  return { ...result, queryClient, server, location: () => currentLocation }
}

// ---------------------------------------------------------------- fixtures

/** A product as lists and cart lines carry it (CartProduct). */
export function productFixture(overrides: Partial<CartProductLike> = {}): CartProductLike {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Alphonso Mango',
    hindiName: null,
    price: 12_000,
    originalPrice: null,
    unit: '1 kg',
    imageUrl: null,
    stockQuantity: 5,
    isAvailable: true,
    ...overrides,
  }
}
type CartProductLike = import('#shared/schemas/cart.ts').CartProduct

/** The server's cart holding `lines` (figures from price × quantity, delivery free). */
export function cartFixture(lines: Array<{ product: CartProductLike; quantity: number }>) {
  const items = lines.map(({ product, quantity }) => ({
    productId: product.id,
    quantity,
    product,
    lineTotal: product.price * quantity,
    outOfStock: product.stockQuantity === 0,
    unavailable: !product.isAvailable,
    overStock: quantity > product.stockQuantity,
  }))
  const subtotal = items.reduce((sum, item) => sum + item.lineTotal, 0)
  return {
    items,
    subtotal,
    deliveryFee: 0,
    total: subtotal,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    hasIssues: items.some((item) => item.outOfStock || item.unavailable || item.overStock),
    freeDeliveryThreshold: 50_000,
  }
}

/** The delivery area the address fixtures are in, as GET /api/delivery-locations lists it. */
export const AREA_ID = '00000000-0000-4000-8000-00000000000a'
export const areasFixture = [
  {
    id: AREA_ID,
    name: 'Koramangala',
    area: '5th Block',
    city: 'Bengaluru',
    deliveryTime: 10,
    pincodes: ['560034'],
  },
]

/** A saved address in that area (GET /api/addresses). */
export function addressFixture(overrides: Partial<Address> = {}): Address {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    title: 'Home',
    recipientName: 'Asha Rao',
    phone: '9830012345',
    addressLine1: '12 MG Road',
    addressLine2: null,
    landmark: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560034',
    locationId: AREA_ID,
    isDefault: false,
    createdAt: '2026-11-01T06:30:00.000Z',
    updatedAt: '2026-11-01T06:30:00.000Z',
    ...overrides,
  }
}
type Address = import('#shared/schemas/account.ts').Address
