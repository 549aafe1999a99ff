import { type MailMessage, renderMailHtml } from '#server/lib/mailer.ts'

// The account e-mails, in the store's voice. Each has the same text and HTML content; the
// outbox lists the text's links, so the link must appear in the text.

export function verificationEmail(input: { storeName: string; to: string; url: string }): MailMessage {
  const intro = `Welcome to ${input.storeName}! Please confirm your email address to finish creating your account.`
  const note = 'The link works once and expires in 24 hours. If you did not sign up, ignore this email.'
  return {
    to: input.to,
    subject: `Confirm your email for ${input.storeName}`,
    text: `${intro}\n\nConfirm your email: ${input.url}\n\n${note}\n`,
    html: renderMailHtml({
      storeName: input.storeName,
      paragraphs: [intro],
      action: { label: 'Confirm my email', url: input.url },
      footer: note,
    }),
  }
}

/**
 * Someone signed up with an address that already has a verified account. The sign-up answer
 * looks like a new account (no way to probe which addresses are registered), so the owner
 * hears about it here instead.
 */
export function alreadyRegisteredEmail(input: {
  storeName: string
  to: string
  signInUrl: string
}): MailMessage {
  const intro = `Someone tried to create a ${input.storeName} account with this email address, which already has one.`
  const next = 'If it was you, just sign in. If it was not, you can ignore this email: nothing has changed.'
  return {
    to: input.to,
    subject: `You already have a ${input.storeName} account`,
    text: `${intro}\n\n${next}\n\nSign in: ${input.signInUrl}\n`,
    html: renderMailHtml({
      storeName: input.storeName,
      paragraphs: [intro, next],
      action: { label: 'Sign in', url: input.signInUrl },
    }),
  }
}

/** "Forgot password?": the link works once, for an hour (auth.ts PASSWORD_RESET_EXPIRES_IN). */
export function passwordResetEmail(input: { storeName: string; to: string; url: string }): MailMessage {
  const intro = `Someone asked to reset the password of your ${input.storeName} account.`
  const note =
    'The link works once and expires in 1 hour. Resetting signs you out on every device. If you did not ask, ignore this email: your password stays as it is.'
  return {
    to: input.to,
    subject: `Reset your ${input.storeName} password`,
    text: `${intro}\n\nChoose a new password: ${input.url}\n\n${note}\n`,
    html: renderMailHtml({
      storeName: input.storeName,
      paragraphs: [intro],
      action: { label: 'Choose a new password', url: input.url },
      footer: note,
    }),
  }
}
