import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LocalDiskStorage } from './local-disk-storage.ts'

describe('LocalDiskStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'freshcart-storage-'))
  const storage = new LocalDiskStorage(root)
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('writes a file under its key and names its public URL', async () => {
    await storage.put('avatars/a1.webp', Buffer.from('x'), 'image/webp')
    expect(readFileSync(join(root, 'avatars/a1.webp'), 'utf8')).toBe('x')
    expect(storage.publicUrl('avatars/a1.webp')).toBe('/uploads/avatars/a1.webp')
  })

  it('never overwrites a key: every upload gets a new one', async () => {
    await storage.put('avatars/once.webp', Buffer.from('first'), 'image/webp')
    await expect(storage.put('avatars/once.webp', Buffer.from('second'), 'image/webp')).rejects.toThrow()
    expect(readFileSync(join(root, 'avatars/once.webp'), 'utf8')).toBe('first')
  })

  it('deletes, and deleting a missing key is not an error', async () => {
    await storage.put('avatars/gone.webp', Buffer.from('x'), 'image/webp')
    await storage.delete('avatars/gone.webp')
    expect(existsSync(join(root, 'avatars/gone.webp'))).toBe(false)
    await expect(storage.delete('avatars/gone.webp')).resolves.toBeUndefined()
  })

  it('refuses keys that could leave the storage folder', async () => {
    for (const key of ['../escape.webp', 'a/../../b.webp', '/etc/passwd', 'a//b', 'a\\b', '', '.']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid storage key/)
    }
  })
})
