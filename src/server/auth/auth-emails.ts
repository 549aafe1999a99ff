import { translate } from '#server/lib/i18n.ts'
import { type MailMessage, renderMailHtml } from '#server/lib/mailer.ts'
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts'

// The account e-mails, in the store's voice and the reader's language (mails catalogue, ADR 032):
// the account's language, else the one the page was shown in when the mail was asked for. Each
// has the same text and HTML content; the outbox lists the text's links, so the link must appear
// in the text.

type MailInput = { storeName: string; to: string; url: string; locale?: Locale }

function words(locale: Locale, storeName: string) {
  return (id: string, values: Record<string, string> = {}) => translate(locale, id, { storeName, ...values })
}

function html(locale: Locale, input: Parameters<typeof renderMailHtml>[0]) {
  return renderMailHtml({
    ...input,
    lang: INTL_LOCALE[locale],
    buttonFallback: translate(locale, 'mails.buttonFallback'),
  })
}

export function verificationEmail({ storeName, to, url, locale = 'en' }: MailInput): MailMessage {
  const t = words(locale, storeName)
  const intro = t('mails.verifyIntro')
  const note = t('mails.verifyNote')
  return {
    to,
    subject: t('mails.verifySubject'),
    text: `${intro}\n\n${t('mails.verifyLinkLine', { url })}\n\n${note}\n`,
    html: html(locale, {
      storeName,
      paragraphs: [intro],
      action: { label: t('mails.verifyAction'), url },
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
  locale?: Locale
}): MailMessage {
  const locale = input.locale ?? 'en'
  const t = words(locale, input.storeName)
  const intro = t('mails.registeredIntro')
  const next = t('mails.registeredNext')
  return {
    to: input.to,
    subject: t('mails.registeredSubject'),
    text: `${intro}\n\n${next}\n\n${t('mails.signInLine', { url: input.signInUrl })}\n`,
    html: html(locale, {
      storeName: input.storeName,
      paragraphs: [intro, next],
      action: { label: t('mails.signInAction'), url: input.signInUrl },
    }),
  }
}

/** "Forgot password?": the link works once, for an hour (auth.ts PASSWORD_RESET_EXPIRES_IN). */
export function passwordResetEmail({ storeName, to, url, locale = 'en' }: MailInput): MailMessage {
  const t = words(locale, storeName)
  const intro = t('mails.resetIntro')
  const note = t('mails.resetNote')
  return {
    to,
    subject: t('mails.resetSubject'),
    text: `${intro}\n\n${t('mails.resetLinkLine', { url })}\n\n${note}\n`,
    html: html(locale, {
      storeName,
      paragraphs: [intro],
      action: { label: t('mails.resetAction'), url },
      footer: note,
    }),
  }
}
