import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { translate } from '#server/lib/i18n.ts'
import { historyNoteReader, NOTE_SEPARATOR } from '#shared/history-notes.ts'
import english from '#shared/i18n/en/history.json'

// Status-history notes are stored in English and shown in the reader's language (issue 15).

const samples = {
  'history.orderPlaced': {},
  'history.cancelledByCustomer': {},
  'history.accountDeleted': {},
  'history.upiReferenceGiven': { reference: '123456789012' },
  'history.upiReceived': {},
  'history.upiReceivedWithReference': { reference: '123456789012' },
  'history.upiNotReceived': {},
  'history.upiNotReceivedInTime': {},
  'history.deliveryPartner': { name: 'Ravi Kumar, Jr.', phone: '+91 98765 43210' },
} satisfies Record<keyof typeof english, Record<string, string>>

describe('status-history notes', () => {
  const compiled = Object.fromEntries(Object.entries(english).map(([id, m]) => [id, compileMessage(m)]))
  it.each([
    ['the catalogue as JSON (server)', english],
    ['the catalogue as the build compiles it (client)', compiled],
  ])('finds every note the store writes, with its arguments, in %s', (_, catalogue) => {
    const read = historyNoteReader(catalogue as typeof english)
    for (const [id, values] of Object.entries(samples)) {
      expect(read(translate('en', id, values))).toEqual([{ id, values }])
    }
  })

  it("keeps an admin's own words as they are, beside the store's", () => {
    const read = historyNoteReader(english)
    const partner = translate('en', 'history.deliveryPartner', samples['history.deliveryPartner'])
    expect(read(['Gate 2 · ask for Mr. Rao', partner].join(NOTE_SEPARATOR))).toEqual([
      { text: 'Gate 2' },
      { text: 'ask for Mr. Rao' },
      { id: 'history.deliveryPartner', values: samples['history.deliveryPartner'] },
    ])
    expect(translate('hi', 'history.upiReceivedWithReference', { reference: '1' })).toBe(
      'UPI भुगतान मिल गया (रेफ़रेंस 1)',
    )
  })
})
