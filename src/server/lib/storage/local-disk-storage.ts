import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { assertValidKey, type Storage } from './storage.ts'

/** Files under one folder (DATA_DIR/uploads by default), served by the app at `urlPrefix`. */
export class LocalDiskStorage implements Storage {
  constructor(
    readonly root: string,
    readonly urlPrefix = '/uploads/',
  ) {}

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    // The content type is implied by the key's extension when the file is served.
    const path = this.pathOf(key)
    await mkdir(dirname(path), { recursive: true })
    // 'wx' refuses to overwrite: keys are written once (see Storage).
    await writeFile(path, body, { flag: 'wx' })
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true })
  }

  publicUrl(key: string): string {
    assertValidKey(key)
    return `${this.urlPrefix}${key}`
  }

  private pathOf(key: string): string {
    assertValidKey(key)
    return join(this.root, key)
  }
}
