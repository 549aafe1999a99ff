import { describe, expect, it } from 'vitest'
import { avatarFileProblem } from './avatar-upload.tsx'

describe('avatarFileProblem', () => {
  it('accepts the spec image types up to 5 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull()
    expect(avatarFileProblem({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull()
  })

  it('names a wrong type and a too-large file with the spec messages', () => {
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toBe(
      'Invalid file type. Please upload a JPEG, PNG, WebP, or GIF image.',
    )
    expect(avatarFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'File size must be less than 5MB',
    )
  })
})
