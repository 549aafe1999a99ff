import type { ApiError as ApiErrorBody, ErrorCode } from '#shared/errors.ts'
import messages from '#shared/i18n/en/errors.json'
import { currentLocale, intlLocale, translator } from './i18n.ts'

const t = translator(messages)

/**
 * The server writes its messages in English, the spec's words (kept as they are in English). In
 * another language a refusal whose code has a text in the catalogue shows that text (ADR 032);
 * codes whose messages name specifics (a product, a field) keep the server's words.
 */
const CODE_TEXTS: Partial<Record<ApiErrorCode, keyof typeof messages>> = {
  NETWORK: 'errors.NETWORK',
  UNAUTHORIZED: 'errors.UNAUTHORIZED',
  FORBIDDEN: 'errors.FORBIDDEN',
  TOO_MANY_REQUESTS: 'errors.TOO_MANY_REQUESTS',
  RATE_LIMITED: 'errors.RATE_LIMITED',
  INTERNAL: 'errors.INTERNAL',
  UNAVAILABLE: 'errors.UNAVAILABLE',
  SLOT_FULL: 'errors.SLOT_FULL',
  DUPLICATE_REVIEW: 'errors.DUPLICATE_REVIEW',
  EDIT_CONFLICT: 'errors.EDIT_CONFLICT',
  PAYLOAD_TOO_LARGE: 'errors.PAYLOAD_TOO_LARGE',
  INVALID_EMAIL_OR_PASSWORD: 'errors.INVALID_EMAIL_OR_PASSWORD',
  EMAIL_NOT_VERIFIED: 'errors.EMAIL_NOT_VERIFIED',
  TOKEN_EXPIRED: 'errors.TOKEN_EXPIRED',
  INVALID_TOKEN: 'errors.INVALID_TOKEN',
  USER_ALREADY_EXISTS: 'errors.USER_ALREADY_EXISTS',
  INVALID_PASSWORD: 'errors.INVALID_PASSWORD',
}

function shownMessage(code: ApiErrorCode, serverMessage: string): string {
  const id = CODE_TEXTS[code]
  return id && currentLocale() !== 'en' ? t(id) : serverMessage
}

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
    return new ApiError(0, 'NETWORK', t('errors.NETWORK'))
  }

  /** A failed answer: its error body when it has one, else `fallbackMessage`. */
  static fromAnswer(status: number, data: unknown, fallbackMessage: string): ApiError {
    const error = (data as Partial<ApiErrorBody> | null)?.error
    const code = error?.code ?? `HTTP_${status}`
    return new ApiError(status, code, shownMessage(code, error?.message ?? fallbackMessage), error?.fields)
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

type Transport = (url: string, init: RequestInit) => Promise<Response>

/** The browser's fetch; the server's page renderer (entry-server.tsx) answers in process instead. */
let transport: Transport = (url, init) => fetch(url, init)

/** Replaces how requests are sent: only the server-side renderer does this (ADR 043). */
export function setApiTransport(next: Transport) {
  transport = next
}

/** The one fetch wrapper: JSON in, JSON out, same-origin cookies, typed errors. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', params, body, signal, headers } = options
  let response: Response
  try {
    response = await transport(apiUrl(path, params), {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        // The shown language, so what the server writes (mails, messages) is in it (ADR 032).
        'accept-language': intlLocale(),
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
