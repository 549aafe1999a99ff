import { describe, expect, it } from 'vitest'
import { redirectTarget, safePath, verificationCallback, verificationError } from './redirect-target.ts'

describe('redirectTarget', () => {
  it('follows the redirect parameter with its query', () => {
    expect(redirectTarget('?redirect=%2Forders%3Ftab%3Ddelivered', null)).toBe('/orders?tab=delivered')
  })

  it('falls back to router state from the cart notice', () => {
    expect(redirectTarget('', { from: '/product/1' })).toBe('/product/1')
  })

  it('answers null without a target', () => {
    expect(redirectTarget('', undefined)).toBeNull()
    expect(redirectTarget('?redirect=', { other: 1 })).toBeNull()
  })

  it('refuses other sites and the sign-in page itself', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'profile',
      '/auth',
      '/auth?x=1',
    ]) {
      expect(safePath(bad)).toBeNull()
    }
    expect(redirectTarget('?redirect=%2F%2Fevil.example', { from: '/settings' })).toBe('/settings')
  })
})

describe('verification links', () => {
  it('come back to /auth with the page to return to', () => {
    expect(verificationCallback('/profile?x=1')).toBe('/auth?redirect=%2Fprofile%3Fx%3D1')
    expect(verificationCallback(null)).toBe('/auth')
    expect(redirectTarget(new URL(`http://x${verificationCallback('/settings')}`).search, null)).toBe(
      '/settings',
    )
  })

  it('explain an expired or broken link', () => {
    expect(verificationError('?error=TOKEN_EXPIRED')).toBe('auth.verificationExpired')
    expect(verificationError('?error=INVALID_TOKEN')).toBe('auth.verificationInvalid')
    expect(verificationError('?redirect=%2F')).toBeNull()
  })
})
