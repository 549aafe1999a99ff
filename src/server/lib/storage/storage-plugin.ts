import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { LocalDiskStorage } from './local-disk-storage.ts'
import type { Storage } from './storage.ts'

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage
  }
}

export const UPLOADS_URL_PREFIX = '/uploads/'

/** The configured storage. Local disk for now; an S3 implementation plugs in here when S3_* is set. */
export function createStorage(config: Pick<Config, 'DATA_DIR'>): Storage {
  return new LocalDiskStorage(resolve(join(config.DATA_DIR, 'uploads')), UPLOADS_URL_PREFIX)
}

/**
 * Decorates the app with `storage` (root level, so every module reaches the same one) and,
 * for local disk, serves the files at /uploads/<key>. Keys are never reused, so a year of
 * immutable caching is safe.
 */
export async function registerStorage(app: FastifyInstance, storage: Storage = createStorage(app.config)) {
  app.decorate('storage', storage)
  if (app.config.S3_BUCKET) {
    app.log.warn('S3_* is set but S3 storage is not implemented yet: uploads go to DATA_DIR/uploads')
  }
  if (storage instanceof LocalDiskStorage) {
    mkdirSync(storage.root, { recursive: true })
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: UPLOADS_URL_PREFIX,
      // The SPA's static plugin owns reply.sendFile; this one only serves files.
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
    })
  }
}
