import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { processImage, sniffImageType } from './images.ts'

const INVALID = 'Invalid file type. Please upload a JPEG, PNG, WebP, or GIF image.'

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
}

describe('sniffImageType', () => {
  it('recognises the four accepted formats by their bytes', async () => {
    const img = picture(4, 4)
    expect(sniffImageType(await img.clone().jpeg().toBuffer())).toBe('jpeg')
    expect(sniffImageType(await img.clone().png().toBuffer())).toBe('png')
    expect(sniffImageType(await img.clone().webp().toBuffer())).toBe('webp')
    expect(sniffImageType(await img.clone().gif().toBuffer())).toBe('gif')
  })

  it('refuses text, SVG and empty input whatever the file is called', () => {
    expect(sniffImageType(Buffer.from('hello, I am a PNG really'))).toBeNull()
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull()
    expect(sniffImageType(Buffer.alloc(0))).toBeNull()
  })
})

describe('processImage', () => {
  it('shrinks the longest side to the limit, keeps the shape and makes a thumbnail', async () => {
    const input = await picture(3000, 1500).jpeg().toBuffer()
    const out = await processImage(input, { maxSide: 1920, thumbnail: 200 })
    expect(out.contentType).toBe('image/webp')
    expect([out.width, out.height]).toEqual([1920, 960])
    expect(sniffImageType(out.data)).toBe('webp')
    expect([out.thumbnail?.width, out.thumbnail?.height]).toEqual([200, 100])
  })

  it('does not enlarge a small picture', async () => {
    const out = await processImage(await picture(300, 200).png().toBuffer(), { maxSide: 1920 })
    expect([out.width, out.height]).toEqual([300, 200])
    expect(out.thumbnail).toBeUndefined()
  })

  it('crops to a square for avatars', async () => {
    const out = await processImage(await picture(800, 600).png().toBuffer(), { maxSide: 512, square: true })
    expect([out.width, out.height]).toEqual([512, 512])
  })

  it('drops EXIF metadata such as the camera and GPS position', async () => {
    const input = await picture(64, 64)
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam', Copyright: 'secret place' } })
      .toBuffer()
    expect((await sharp(input).metadata()).exif).toBeDefined()
    const out = await processImage(input, { maxSide: 1920 })
    const meta = await sharp(out.data).metadata()
    expect(meta.exif).toBeUndefined()
    expect(out.data.includes(Buffer.from('SpyCam'))).toBe(false)
  })

  it('refuses a text file and a file that only starts like a PNG', async () => {
    await expect(processImage(Buffer.from('just text'), { maxSide: 100 })).rejects.toMatchObject({
      statusCode: 400,
      message: INVALID,
    })
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ])
    await expect(processImage(fake, { maxSide: 100 })).rejects.toMatchObject({
      statusCode: 400,
      message: INVALID,
    })
  })
})
