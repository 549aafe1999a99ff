import type { Sharp } from 'sharp'
import { INVALID_IMAGE_TYPE_MESSAGE } from '#shared/schemas/account.ts'
import { AppError } from './app-error.ts'
import { loadSharp } from './sharp.ts'

// Uploaded pictures are judged by their bytes, never by the file name or the browser's claimed
// type: a text file renamed .png is refused. Every accepted picture is decoded and re-encoded,
// which drops EXIF (camera, GPS position) and anything smuggled after the image data.

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif'

/** The image format the first bytes announce, or null for anything else. */
export function sniffImageType(buf: Buffer): ImageType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg'
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png'
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif'
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp'
  }
  return null
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export type ProcessImageOptions = {
  /** Longest side of the result in pixels; smaller pictures are not enlarged. */
  maxSide: number
  /** Crop to a centred square of exactly maxSide (avatars); small pictures are scaled up. */
  square?: boolean
  /** Also make a small WebP thumbnail whose longest side is this many pixels. */
  thumbnail?: number
}

export type EncodedImage = { data: Buffer; width: number; height: number; contentType: 'image/webp' }
export type ProcessedImage = EncodedImage & { extension: 'webp'; thumbnail?: EncodedImage }

// A 5 MB file can still declare a gigantic canvas (a "decompression bomb"); refuse to decode
// more than this many pixels instead of exhausting memory.
const MAX_INPUT_PIXELS = 40_000_000
const WEBP_QUALITY = 85

/**
 * Checks the content, then re-encodes to WebP with EXIF orientation applied and all metadata
 * dropped. Throws AppError 400 with the spec's message for anything that is not a JPEG, PNG,
 * WebP or GIF picture (including a file that only starts like one).
 */
export async function processImage(buf: Buffer, options: ProcessImageOptions): Promise<ProcessedImage> {
  if (!sniffImageType(buf)) throw AppError.badRequest(INVALID_IMAGE_TYPE_MESSAGE)
  // Outside the try: a library that fails to load is the server's fault, not the picture's.
  const sharp = await loadSharp()
  try {
    // rotate() with no angle applies the EXIF orientation before the metadata is dropped.
    const base = sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
    const resized = options.square
      ? base.resize(options.maxSide, options.maxSide, { fit: 'cover' })
      : base.resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true })
    const main = await encode(resized)
    const thumbnail = options.thumbnail
      ? await encode(
          sharp(main.data).resize(options.thumbnail, options.thumbnail, {
            fit: 'inside',
            withoutEnlargement: true,
          }),
        )
      : undefined
    return { ...main, extension: 'webp', ...(thumbnail ? { thumbnail } : {}) }
  } catch {
    // Truncated or corrupt data behind a valid signature, or a canvas over the pixel limit.
    throw AppError.badRequest(INVALID_IMAGE_TYPE_MESSAGE)
  }
}

async function encode(image: Sharp): Promise<EncodedImage> {
  const { data, info } = await image.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height, contentType: 'image/webp' }
}
