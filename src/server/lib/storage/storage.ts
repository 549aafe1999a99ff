/**
 * Where uploaded files live (ARCHITECTURE.md "Files and images"). Services only see this
 * interface, so the local-disk default and an S3-compatible store are interchangeable.
 * Keys are relative paths such as `avatars/<uuid>.webp`; every key is written once and never
 * overwritten (a new upload gets a new key), so public URLs can be cached forever.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** Removing a missing key is not an error: a retried cleanup must not fail. */
  delete(key: string): Promise<void>
  /** The URL a browser fetches the file from. */
  publicUrl(key: string): string
}

// Letters, digits, '-', '_' and '.' in '/'-separated segments, none of them '.' or '..':
// a key can never climb out of the storage root or carry URL-special characters.
const KEY_PATTERN = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/

export function assertValidKey(key: string): void {
  if (key.length > 200 || !KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`)
}
