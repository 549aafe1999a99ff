import type { ApiError as ApiErrorBody, ErrorCode } from '#shared/errors.ts'

/**
 * The server's codes (src/shared/errors.ts), plus the client's own for a store it could not reach
 * and for a failure without the API's error body (e.g. a proxy's 502).
 */
export type ApiErrorCode = ErrorCode | 'NETWORK' | `HTTP_${number}`

/**
 * Every failed API call throws this, carrying the server's `{ error: { code, message, fields? } }`.
 * Decide by `code` (e.g. `error.code === ErrorCode.SlotFull`), never by the message text.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: ApiErrorCode
  readonly fields: Record<string, string> | undefined

  constructor(status: number, code: ApiErrorCode, message: string, fields?: Record<string, string>) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
  }

  /** The store could not be reached at all. */
  static network(): ApiError {
    return new ApiError(0, 'NETWORK', 'Could not reach the store. Check your connection.')
  }

  /** A failed answer: its error body when it has one, else `fallbackMessage`. */
  static fromAnswer(status: number, data: unknown, fallbackMessage: string): ApiError {
    const error = (data as Partial<ApiErrorBody> | null)?.error
    return new ApiError(
      status,
      error?.code ?? `HTTP_${status}`,
      error?.message ?? fallbackMessage,
      error?.fields,
    )
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

type QueryValue = string | number | boolean | null | undefined
export type QueryParams = Record<string, QueryValue>

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  params?: QueryParams | undefined
  body?: unknown
  signal?: AbortSignal | undefined
  /** Extra request headers, e.g. Place Order's Idempotency-Key. */
  headers?: Record<string, string>
}

/** Builds '/api/<path>?a=1' leaving out undefined, null and empty values. */
export function apiUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue
    search.set(key, String(value))
  }
  const query = search.toString()
  return `/api${path}${query ? `?${query}` : ''}`
}

/** The one fetch wrapper: JSON in, JSON out, same-origin cookies, typed errors. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', params, body, signal, headers } = options
  let response: Response
  try {
    response = await fetch(apiUrl(path, params), {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw ApiError.network()
  }
  const text = await response.text()
  const data: unknown = text ? safeJson(text) : null
  if (!response.ok) throw ApiError.fromAnswer(response.status, data, response.statusText || 'Request failed')
  return data as T
}

export function apiGet<T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { params, signal })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
