import { describe, expect, it } from 'vitest'
import hindiAuth from '../i18n/hi/auth.json'
import { authErrorMessage, passwordErrorMessage } from './auth.ts'

describe('authErrorMessage (spec section 8, authentication table)', () => {
  it('chooses the text by code, not by what the message says', () => {
    expect(authErrorMessage('sign-in', { code: 'RATE_LIMITED', message: 'Too many (rate limit)' })).toBe(
      'Too many login attempts. Please try again later.',
    )
    expect(authErrorMessage('sign-up', { code: 'RATE_LIMITED', message: 'slow down' })).toBe(
      'Too many attempts. Please try again later.',
    )
    expect(authErrorMessage('sign-up', { code: 'USER_ALREADY_EXISTS', message: 'User already exists' })).toBe(
      'This email is already registered. Please sign in instead.',
    )
    expect(authErrorMessage('sign-in', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'x' })).toBe(
      'Invalid email or password. Please try again.',
    )
    expect(authErrorMessage('sign-in', { code: 'EMAIL_NOT_VERIFIED', message: 'x' })).toBe(
      'Please verify your email before signing in.',
    )
  })

  it("shows another error's own message, or the generic text", () => {
    expect(authErrorMessage('sign-in', { code: 'BAD_REQUEST', message: 'mentions rate limit' })).toBe(
      'mentions rate limit',
    )
    expect(authErrorMessage('sign-up', { code: 'BAD_REQUEST', message: 'already registered' })).toBe(
      'already registered',
    )
    expect(authErrorMessage('sign-up', {})).toBe('Failed to create account')
    expect(authErrorMessage('sign-in', {})).toBe('Failed to sign in')
  })
})

describe('the auth texts in the shown language', () => {
  it('takes its words from the catalogue the form passes, Hindi included', () => {
    const t = (id: keyof typeof hindiAuth) => hindiAuth[id]
    expect(authErrorMessage('sign-in', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'x' }, t)).toBe(
      'ईमेल या पासवर्ड ग़लत है। कृपया फिर से कोशिश करें।',
    )
    expect(passwordErrorMessage({ code: 'INVALID_TOKEN' }, t)).toBe(hindiAuth['auth.resetLinkProblem'])
    expect(passwordErrorMessage({ code: 'INVALID_PASSWORD' })).toBe('Current password is incorrect')
  })
})
