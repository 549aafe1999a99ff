import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { Config } from '#server/config.ts'
import { LocalDiskStorage } from './local-disk-storage.ts'
import { S3Storage } from './s3-storage.ts'
import type { Storage } from './storage.ts'

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage
  }
}

export const UPLOADS_URL_PREFIX = '/uploads/'

/** The configured storage: an S3-compatible store when S3_* is set (config checks they come together), else local disk. */
function createStorage(
  config: Pick<
    Config,
    | 'DATA_DIR'
    | 'S3_ENDPOINT'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_PUBLIC_URL'
  >,
): Storage {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return new S3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      ...(config.S3_PUBLIC_URL ? { publicUrl: config.S3_PUBLIC_URL } : {}),
    })
  }
  return new LocalDiskStorage(resolve(join(config.DATA_DIR, 'uploads')), UPLOADS_URL_PREFIX)
}

/**
 * Decorates the app with `storage` (root level, so every module reaches the same one) and,
 * for local disk, serves the files at /uploads/<key>. Keys are never reused, so a year of
 * immutable caching is safe.
 */
export async function registerStorage(app: FastifyInstance, storage: Storage = createStorage(app.config)) {
  app.decorate('storage', storage)
  if (storage instanceof S3Storage && !app.config.S3_PUBLIC_URL) {
    // The Content-Security-Policy only lets pictures load from S3_PUBLIC_URL (see app.ts).
    app.log.warn('S3_PUBLIC_URL is not set: browsers will not be allowed to load pictures from S3_ENDPOINT')
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
