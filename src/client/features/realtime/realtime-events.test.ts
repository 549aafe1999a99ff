import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { refetchAfterEvent } from './realtime-events.ts'

// An event says the answers on screen may be out of date. A fetch already on its way was asked for
// before the event: it must not be the last word (the bell once kept its list without the notice
// whose event came during its first fetch, and nothing asked again).

type Call = { signal: AbortSignal; resolve: (value: string) => void }

/** A query whose fetches the test answers one by one. */
function answeredByHand() {
  const calls: Call[] = []
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    new Promise<string>((resolve) => {
      calls.push({ signal, resolve })
    })
  return { calls, queryFn }
}

const KEY = ['notifications'] as const

function client() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } })
}

/** Lets TanStack Query's promises and notifications run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('refetchAfterEvent', () => {
  it('asks again when the event comes during a query’s first fetch, and drops the answer asked for before', async () => {
    const queryClient = client()
    const { calls, queryFn } = answeredByHand()
    const observer = new QueryObserver(queryClient, { queryKey: KEY, queryFn })
    const unsubscribe = observer.subscribe(() => {})
    expect(calls).toHaveLength(1)

    void refetchAfterEvent(queryClient, KEY)
    expect(calls).toHaveLength(2)
    expect(calls[0]!.signal.aborted).toBe(true)
    calls[0]!.resolve('before the event')
    calls[1]!.resolve('after the event')
    await settle()
    expect(queryClient.getQueryData(KEY)).toBe('after the event')
    expect(observer.getCurrentResult().status).toBe('success')
    unsubscribe()
  })

  it('asks once more for an active query that has data, as invalidation does', async () => {
    const queryClient = client()
    const { calls, queryFn } = answeredByHand()
    queryClient.setQueryData(KEY, 'shown')
    const observer = new QueryObserver(queryClient, { queryKey: KEY, queryFn, staleTime: 0 })
    const unsubscribe = observer.subscribe(() => {})
    expect(calls).toHaveLength(1)

    void refetchAfterEvent(queryClient, KEY)
    expect(calls).toHaveLength(2)
    calls[1]!.resolve('after the event')
    await settle()
    expect(queryClient.getQueryData(KEY)).toBe('after the event')
    unsubscribe()
  })

  it('gives whoever awaits a fetch under way (a prefetch, no observer yet) the answer asked for after the event', async () => {
    const queryClient = client()
    const { calls, queryFn } = answeredByHand()
    const awaited = queryClient.fetchQuery({ queryKey: KEY, queryFn })
    expect(calls).toHaveLength(1)

    void refetchAfterEvent(queryClient, KEY)
    expect(calls).toHaveLength(2)
    calls[0]!.resolve('before the event')
    calls[1]!.resolve('after the event')
    await expect(awaited).resolves.toBe('after the event')
    expect(queryClient.getQueryData(KEY)).toBe('after the event')
  })

  it('leaves other queries alone, and with no key asks for every one', async () => {
    const queryClient = client()
    const mine = answeredByHand()
    const other = answeredByHand()
    const unsubscribe = [
      new QueryObserver(queryClient, { queryKey: KEY, queryFn: mine.queryFn }).subscribe(() => {}),
      new QueryObserver(queryClient, { queryKey: ['other'], queryFn: other.queryFn }).subscribe(() => {}),
    ]
    void refetchAfterEvent(queryClient, KEY)
    expect([mine.calls.length, other.calls.length]).toEqual([2, 1])
    void refetchAfterEvent(queryClient)
    expect([mine.calls.length, other.calls.length]).toEqual([3, 2])
    for (const u of unsubscribe) u()
  })
})
