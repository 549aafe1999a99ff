import { ApiError } from '#client/lib/api-client.ts'

/**
 * POSTs a multipart form to /api/<path> with XMLHttpRequest, because fetch cannot report
 * upload progress. `onProgress` gets 0–100 as bytes leave the browser. Errors are ApiError,
 * exactly as the one fetch wrapper throws them.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `/api${path}`)
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100))
    })
    xhr.addEventListener('load', () => {
      const data = parse(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100)
        resolve(data as T)
        return
      }
      reject(ApiError.fromAnswer(xhr.status, data, xhr.statusText || 'Request failed'))
    })
    xhr.addEventListener('error', () => reject(ApiError.network()))
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}

function parse(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
