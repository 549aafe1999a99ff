import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Issue 15: a new version is announced with "Update available – Reload"; the first install
// never reloads the page by itself. The browser's service worker objects are stood in for by
// EventTargets the test drives.

const toasts: { message: string; action?: { label: string; onClick: () => void } }[] = []
vi.mock('#client/lib/toast.ts', () => ({
  notify: {
    info: (message: string, options?: { action?: { label: string; onClick: () => void } }) =>
      toasts.push({ message, action: options?.action }),
  },
}))
const { registerServiceWorker } = await import('./service-worker.ts')

class FakeWorker extends EventTarget {
  state = 'installing'
  messages: unknown[] = []
  postMessage(message: unknown) {
    this.messages.push(message)
  }
  becomes(state: string) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}
class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  update = vi.fn(async () => {})
  found(worker: FakeWorker) {
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
  }
}
class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null
  registration = new FakeRegistration()
  register = vi.fn(async () => this.registration)
  takenOverBy(worker: FakeWorker) {
    this.controller = worker
    this.dispatchEvent(new Event('controllerchange'))
  }
}

describe('the service worker on the page', () => {
  let container: FakeContainer
  const reload = vi.fn()
  beforeEach(() => {
    vi.useFakeTimers()
    toasts.length = 0
    reload.mockClear()
    container = new FakeContainer()
    vi.stubGlobal('navigator', { serviceWorker: container })
    vi.stubGlobal('window', { location: { reload, origin: 'http://localhost' } })
    // A page the browser drew: no server-drawn state in it.
    vi.stubGlobal('document', { getElementById: () => null })
    vi.stubGlobal('performance', { getEntriesByType: () => [] })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  /** A product page the server drew; `fetched` collects every URL the page fetches. */
  function onServerDrawnProductPage() {
    const id = '3f0c6c1e-7f7e-4a43-9d8a-2b2f1f7a9c11'
    vi.stubGlobal('document', { getElementById: () => ({}) })
    vi.stubGlobal('window', {
      location: { reload, origin: 'http://localhost', pathname: `/product/${id}`, search: '' },
    })
    const fetched: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url)
        return new Response('{}')
      }),
    )
    return { id, fetched }
  }

  it('does nothing when the browser answers register() with no registration (workers blocked)', async () => {
    container.register.mockResolvedValueOnce(undefined as unknown as FakeRegistration)
    await expect(registerServiceWorker(new QueryClient())).resolves.toBeUndefined()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('offers "Update available – Reload" for a new version, and reloads only once it has taken over', async () => {
    container.controller = new FakeWorker() // this page runs the current version
    await registerServiceWorker(new QueryClient())
    expect(container.register).toHaveBeenCalledWith('/sw.js')

    const next = new FakeWorker()
    container.registration.found(next)
    expect(toasts).toEqual([])
    next.becomes('installed')
    expect(toasts.map((t) => [t.message, t.action?.label])).toEqual([['Update available', 'Reload']])

    toasts[0]!.action!.onClick()
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }])
    expect(reload).not.toHaveBeenCalled()
    container.takenOverBy(next)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('offers a version already waiting when the page opens', async () => {
    container.controller = new FakeWorker()
    container.registration.waiting = new FakeWorker()
    await registerServiceWorker(new QueryClient())
    expect(toasts.map((t) => t.message)).toEqual(['Update available'])
  })

  it('the first install takes the page without a prompt or a reload, and refetches what is on screen', async () => {
    const queryClient = new QueryClient()
    const refetch = vi.spyOn(queryClient, 'refetchQueries').mockResolvedValue()
    await registerServiceWorker(queryClient)
    const first = new FakeWorker()
    container.registration.found(first)
    first.becomes('installed') // no controller yet: nothing to update from
    container.takenOverBy(first)
    expect(toasts).toEqual([])
    expect(reload).not.toHaveBeenCalled()
    expect(refetch).toHaveBeenCalledWith({ type: 'active' })
  })

  it('a page the server drew asks for its first answers once more, through the worker that now runs it', async () => {
    container.controller = new FakeWorker()
    const { id, fetched } = onServerDrawnProductPage()
    await registerServiceWorker(new QueryClient())
    await vi.waitFor(() => expect(fetched).toContain(`/api/products/${id}`))
    expect(fetched).toContain(`/api/products/${id}/related`)
    expect(toasts).toEqual([])
  })

  it('the first install on a page the server drew fetches its answers for the worker, without refetching the queries', async () => {
    const { id, fetched } = onServerDrawnProductPage()
    const queryClient = new QueryClient()
    const refetch = vi.spyOn(queryClient, 'refetchQueries').mockResolvedValue()
    await registerServiceWorker(queryClient)
    expect(fetched).toEqual([]) // not before the worker runs the page
    container.takenOverBy(new FakeWorker())
    await vi.waitFor(() => expect(fetched).toContain(`/api/products/${id}`))
    expect(refetch).not.toHaveBeenCalled()
  })
})
