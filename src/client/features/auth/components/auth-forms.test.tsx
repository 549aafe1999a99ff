// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { validationText } from '#client/lib/validation-text.ts'
import { apiError, FakeServer, renderApp } from '#client/test/app-harness.tsx'
import { ErrorCode } from '#shared/errors.ts'
import messages from '#shared/i18n/en/auth.json'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import { SignInForm } from './sign-in-form.tsx'
import { SignUpForm } from './sign-up-form.tsx'

// The /auth screen's three forms, found by their labels and roles; their texts come from the
// auth catalogue in English (the shared schema's messages through validationText), so the tests
// hold when wording moves between catalogues.

const t = translator(messages)
const invalidEmail = validationText('Please enter a valid email address')
const passwordRequired = validationText('Password is required')
const user = { id: 'u1', name: '', email: 'asha@example.com', image: null }

const email = () => screen.getByLabelText(t('auth.email'))
const password = () => screen.getByLabelText(t('auth.password'))

describe('SignInForm', () => {
  function renderSignIn(server = new FakeServer()) {
    server.on('GET', '/api/auth/get-session', { body: null })
    const onForgotPassword = vi.fn()
    renderApp(<SignInForm onForgotPassword={onForgotPassword} />, { server })
    return { server, onForgotPassword, user: userEvent.setup() }
  }

  it('shows each field its problem and sends nothing when the form is not valid', async () => {
    const s = renderSignIn()
    await s.user.type(email(), 'asha@')
    await s.user.click(screen.getByRole('button', { name: t('auth.signIn') }))
    expect(await screen.findByText(invalidEmail)).toBeInTheDocument()
    expect(email()).toHaveAttribute('aria-invalid', 'true')
    expect(email()).toHaveAccessibleDescription(invalidEmail)
    expect(password()).toHaveAccessibleDescription(passwordRequired)
    expect(await screen.findByText(t('auth.enterValidCredentials'))).toBeInTheDocument()
    expect(s.server.sent('POST', '/api/auth/sign-in/email')).toEqual([])
  })

  it('disables the button while signing in, then reads the session again', async () => {
    const s = renderSignIn()
    const post = s.server.hold('POST', '/api/auth/sign-in/email')
    await s.user.type(email(), 'asha@example.com')
    await s.user.type(password(), 'secret-pass')
    await s.user.click(screen.getByRole('button', { name: t('auth.signIn') }))
    expect((await post.received).body).toEqual({ email: 'asha@example.com', password: 'secret-pass' })
    expect(screen.getByRole('button', { name: t('auth.signingIn') })).toBeDisabled()

    s.server.on('GET', '/api/auth/get-session', { body: { user, session: { id: 's1', expiresAt: '' } } })
    post.reply({ body: { user } })
    await waitFor(() => expect(screen.getByRole('button', { name: t('auth.signIn') })).toBeEnabled())
    expect(s.server.sent('GET', '/api/auth/get-session').length).toBeGreaterThanOrEqual(1)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it.each([
    [ErrorCode.InvalidCredentials, 'Invalid email or password', t('auth.invalidCredentials')],
    [ErrorCode.EmailNotVerified, 'Email not verified', t('auth.verifyEmailFirst')],
    [ErrorCode.RateLimited, 'rate limit exceeded', t('auth.tooManyLoginAttempts')],
  ])("shows the spec's words for a refusal (%s) under the button", async (code, serverText, shown) => {
    const s = renderSignIn()
    s.server.on(
      'POST',
      '/api/auth/sign-in/email',
      apiError(code === ErrorCode.RateLimited ? 429 : 401, code, serverText),
    )
    await s.user.type(email(), 'asha@example.com')
    await s.user.type(password(), 'wrong')
    await s.user.click(screen.getByRole('button', { name: t('auth.signIn') }))
    expect(await screen.findByRole('alert')).toHaveTextContent(shown)
    expect(screen.getByRole('button', { name: t('auth.signIn') })).toBeEnabled()
  })

  it('shows and hides the password, and opens the forgotten-password form', async () => {
    const s = renderSignIn()
    await s.user.type(password(), 'secret')
    expect(password()).toHaveAttribute('type', 'password')
    await s.user.click(screen.getByRole('button', { name: t('auth.showPassword') }))
    expect(password()).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: t('auth.hidePassword') })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await s.user.click(screen.getByRole('button', { name: t('auth.forgotPassword') }))
    expect(s.onForgotPassword).toHaveBeenCalledOnce()
  })
})

describe('SignUpForm', () => {
  function renderSignUp() {
    const server = new FakeServer()
    const onCreated = vi.fn()
    renderApp(<SignUpForm callbackURL="/orders" onCreated={onCreated} />, { server })
    return { server, onCreated, user: userEvent.setup() }
  }

  it('holds a short password to the rule before sending', async () => {
    const s = renderSignUp()
    await s.user.type(email(), 'asha@example.com')
    await s.user.type(password(), 'short')
    await s.user.click(screen.getByRole('button', { name: t('auth.createAccount') }))
    expect(await screen.findByText(t('auth.fixValidationErrors'))).toBeInTheDocument()
    expect(password()).toHaveAttribute('aria-invalid', 'true')
    // The rule stays as the hint; the problem is said too.
    expect(password()).toHaveAccessibleDescription(expect.stringContaining(t('auth.passwordRuleHint')))
    expect(s.server.requests).toEqual([])
  })

  it('creates the account with the callback, disabled while pending, then says to check the mail', async () => {
    const s = renderSignUp()
    const post = s.server.hold('POST', '/api/auth/sign-up/email')
    await s.user.type(email(), 'asha@example.com')
    await s.user.type(password(), 'Mango#2026ripe')
    await s.user.click(screen.getByRole('button', { name: t('auth.createAccount') }))
    expect((await post.received).body).toEqual({
      email: 'asha@example.com',
      password: 'Mango#2026ripe',
      callbackURL: '/orders',
      name: '',
    })
    expect(screen.getByRole('button', { name: t('auth.creatingAccount') })).toBeDisabled()
    post.reply({ body: { user } })
    expect(await screen.findByText(t('auth.accountCreated'))).toBeInTheDocument()
    expect(s.onCreated).toHaveBeenCalledWith('asha@example.com')
  })

  it("puts the server's word on a weak password under the password field", async () => {
    const s = renderSignUp()
    const weak = 'Password is too common'
    s.server.on('POST', '/api/auth/sign-up/email', apiError(400, ErrorCode.WeakPassword, weak))
    await s.user.type(email(), 'asha@example.com')
    await s.user.type(password(), 'Password123!')
    await s.user.click(screen.getByRole('button', { name: t('auth.createAccount') }))
    expect(await screen.findByRole('alert')).toHaveTextContent(weak)
    expect(password()).toHaveAccessibleDescription(expect.stringContaining(weak))
    expect(s.onCreated).not.toHaveBeenCalled()
  })
})

describe('ForgotPasswordForm', () => {
  function renderForgot() {
    const server = new FakeServer()
    const onBack = vi.fn()
    renderApp(<ForgotPasswordForm onBack={onBack} />, { server })
    return { server, onBack, user: userEvent.setup() }
  }

  it('asks for a valid address before sending', async () => {
    const s = renderForgot()
    await s.user.click(screen.getByRole('button', { name: t('auth.sendResetLink') }))
    expect(await screen.findByText(validationText('Email is required'))).toBeInTheDocument()
    expect(s.server.requests).toEqual([])
  })

  it('sends the link (button disabled meanwhile) and says where it went', async () => {
    const s = renderForgot()
    const post = s.server.hold('POST', '/api/auth/request-password-reset')
    await s.user.type(email(), 'asha@example.com')
    await s.user.click(screen.getByRole('button', { name: t('auth.sendResetLink') }))
    expect((await post.received).body).toEqual({ email: 'asha@example.com' })
    expect(screen.getByRole('button', { name: t('auth.sending') })).toBeDisabled()
    post.reply({ body: { status: true } })
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent(t('auth.checkEmail'))
    expect(status).toHaveTextContent('asha@example.com')
    await s.user.click(screen.getByRole('button', { name: t('auth.backToSignIn') }))
    expect(s.onBack).toHaveBeenCalledOnce()
  })

  it('shows why the link could not be sent', async () => {
    const s = renderForgot()
    s.server.on(
      'POST',
      '/api/auth/request-password-reset',
      apiError(429, ErrorCode.RateLimited, 'rate limit'),
    )
    await s.user.type(email(), 'asha@example.com')
    await s.user.click(screen.getByRole('button', { name: t('auth.sendResetLink') }))
    expect(await screen.findByRole('alert')).toHaveTextContent(t('auth.tooManyAttempts'))
    expect(screen.getByRole('button', { name: t('auth.sendResetLink') })).toBeEnabled()
  })
})
