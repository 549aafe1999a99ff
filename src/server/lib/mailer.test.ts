import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createMailer, extractLinks, renderMailHtml } from './mailer.ts'

describe('mailer without SMTP', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'freshcart-mail-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('writes each message to DATA_DIR/outbox as JSON with its links, and logs it', async () => {
    const logged: object[] = []
    const mailer = createMailer(
      { MAIL_FROM: 'FreshCart <no-reply@x.in>', DATA_DIR: dataDir },
      { info: (o) => logged.push(o) },
    )
    await mailer.send({
      to: 'asha@example.com',
      subject: 'Hello',
      text: 'Open https://shop.example.in/a?x=1&y=2 or https://shop.example.in/b.\nAgain: https://shop.example.in/a?x=1&y=2',
      html: '<p>Hello</p>',
    })
    const files = readdirSync(join(dataDir, 'outbox'))
    expect(files).toHaveLength(1)
    const file = join(dataDir, 'outbox', files[0]!)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      from: 'FreshCart <no-reply@x.in>',
      to: 'asha@example.com',
      subject: 'Hello',
      text: expect.any(String),
      html: '<p>Hello</p>',
      links: ['https://shop.example.in/a?x=1&y=2', 'https://shop.example.in/b.'],
      createdAt: expect.any(String),
    })
    expect(logged).toEqual([expect.objectContaining({ to: 'asha@example.com', links: expect.any(Array) })])
  })

  it('finds links in text', () => {
    expect(extractLinks('see (https://a.in/x) and http://b.in')).toEqual(['https://a.in/x', 'http://b.in'])
  })

  it('renders plain HTML with the store name and escapes what it is given', () => {
    const html = renderMailHtml({
      storeName: 'Fresh & Co',
      paragraphs: ['<script>alert(1)</script>'],
      action: { label: 'Go', url: 'https://a.in/?a=1&b=2' },
    })
    expect(html).toContain('Fresh &amp; Co')
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('href="https://a.in/?a=1&amp;b=2"')
  })
})
