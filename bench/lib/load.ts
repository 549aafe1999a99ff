import autocannon from 'autocannon'

export type LoadResult = {
  requestsPerSec: number
  latency: { p50: number; p90: number; p95: number; p97_5: number; p99: number; max: number }
  non2xx: number
  errors: number
  total: number
}

/**
 * Drives `connections` concurrent keep-alive connections at the given paths for `seconds`
 * (each connection cycles through the paths). Loopback only.
 */
export async function load(
  baseUrl: string,
  paths: string[],
  seconds: number,
  connections = 50,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(baseUrl))
    throw new Error('benchmarks target loopback only')
  // autocannon reports p90 and p97.5 but not p95: every response time is kept for it.
  const times: number[] = []
  const r = await new Promise<autocannon.Result>((resolvePromise, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        requests: paths.map((path) => ({ method: 'GET' as const, path, headers })),
      },
      (err, result) => (err ? reject(err) : resolvePromise(result)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime: number) => times.push(responseTime))
  })
  times.sort((a, b) => a - b)
  const p95 = Number((times[Math.floor((times.length - 1) * 0.95)] ?? 0).toFixed(1))
  return {
    requestsPerSec: Math.round(r.requests.average),
    latency: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p95,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    non2xx: r.non2xx,
    errors: r.errors,
    total: r.requests.total,
  }
}

/** Runs `fn` from `concurrency` loops for `seconds`; returns calls per second and latency percentiles (ms). */
export async function loopRate(fn: () => Promise<unknown>, seconds: number, concurrency = 50) {
  const latencies: number[] = []
  const end = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now()
        await fn()
        latencies.push(performance.now() - t)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => Number((latencies[Math.floor((latencies.length - 1) * p)] ?? 0).toFixed(2))
  return { perSec: Math.round(latencies.length / seconds), p50: pct(0.5), p95: pct(0.95), p99: pct(0.99) }
}
