import { UPLOAD_LIMITS } from '#shared/constants.ts'

/** Scales (width, height) down so the longest side is at most `maxSide`, keeping the ratio. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height)
  if (longest <= maxSide) return { width, height }
  const scale = maxSide / longest
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** Whether a picked file is big enough to be compressed before upload (spec section 9). */
export function needsCompression(file: Pick<File, 'size'>): boolean {
  return file.size > UPLOAD_LIMITS.compressAboveBytes
}

/**
 * Shrinks a photo above 1 MB in the browser before upload (spec section 9): longest side at
 * most 1920 px, JPEG quality 0.85. Transparent areas become white, as JPEG has no alpha.
 * The smaller of the original and the result is kept; the server re-encodes either way.
 * Throws Error('Compression failed') when the browser cannot decode or encode the image.
 */
export async function compressImage(file: File): Promise<File> {
  if (!needsCompression(file)) return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    throw new Error('Compression failed')
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height, UPLOAD_LIMITS.maxImageSide)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Compression failed')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', UPLOAD_LIMITS.jpegQuality),
  )
  if (!blob) throw new Error('Compression failed')
  if (blob.size >= file.size) return file
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'image'}.jpg`
  return new File([blob], name, { type: 'image/jpeg', lastModified: Date.now() })
}
