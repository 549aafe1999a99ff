import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// One way to send mail: SMTP through nodemailer when SMTP_URL is set. Without it every message
// goes to the log and to DATA_DIR/outbox/ as one JSON file (ARCHITECTURE.md, "Auth"), so a
// person running the store locally, or a test, can still open a verification link.

export type MailMessage = { to: string; subject: string; text: string; html: string }
/** What lands in DATA_DIR/outbox/<time>-<random>.json. */
export type OutboxMessage = MailMessage & { from: string; links: string[]; createdAt: string }

export type Mailer = { send(message: MailMessage): Promise<void> }

type MailLogger = { info(obj: object, msg: string): void }
type MailConfig = { SMTP_URL?: string | undefined; MAIL_FROM: string; DATA_DIR: string }

export const OUTBOX_DIR = 'outbox'

export function createMailer(config: MailConfig, log: MailLogger): Mailer {
  if (config.SMTP_URL) {
    const smtpUrl = config.SMTP_URL
    // nodemailer is loaded with the first message, not at start (ADR 039).
    let transport: Promise<import('nodemailer').Transporter> | null = null
    return {
      async send(message) {
        transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl))
        await (await transport).sendMail({ from: config.MAIL_FROM, ...message })
        log.info({ to: message.to, subject: message.subject }, 'mail sent')
      },
    }
  }
  const outbox = join(config.DATA_DIR, OUTBOX_DIR)
  return {
    async send(message) {
      mkdirSync(outbox, { recursive: true })
      const createdAt = new Date()
      const links = extractLinks(message.text)
      const file = join(
        outbox,
        `${createdAt.toISOString().replaceAll(':', '-')}-${randomBytes(3).toString('hex')}.json`,
      )
      const stored: OutboxMessage = {
        from: config.MAIL_FROM,
        ...message,
        links,
        createdAt: createdAt.toISOString(),
      }
      // 0600: a verification link signs its holder in.
      writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 })
      log.info(
        { to: message.to, subject: message.subject, links, file },
        'mail written to the outbox (no SMTP_URL)',
      )
    },
  }
}

/** Every http(s) URL in a plain-text message, in order, without repeats. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])]
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/**
 * A plain, readable HTML e-mail: the store name on top, the paragraphs, an optional button.
 * Inline styles only, because mail clients drop <style> blocks.
 */
export function renderMailHtml(input: {
  storeName: string
  paragraphs: string[]
  action?: { label: string; url: string }
  footer?: string
  /** The mail's language (BCP 47), for the reader's screen reader and fonts. */
  lang?: string
  /** The line before the button's link, in the mail's language. */
  buttonFallback?: string
}): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2933">${escapeHtml(text)}</p>`
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="display:inline-block;padding:12px 20px;background:#15803d;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d">${escapeHtml(input.buttonFallback ?? 'If the button does not work, paste this link into your browser:')}<br><a href="${escapeHtml(input.action.url)}" style="color:#15803d;word-break:break-all">${escapeHtml(input.action.url)}</a></p>`
    : ''
  return `<!doctype html>
<html lang="${escapeHtml(input.lang ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.storeName)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px;color:#15803d">${escapeHtml(input.storeName)}</h1>
${input.paragraphs.map(p).join('\n')}
${button}
${input.footer ? `<p style="margin:24px 0 0;font-size:12px;color:#7b8794">${escapeHtml(input.footer)}</p>` : ''}
</div></body></html>
`
}
