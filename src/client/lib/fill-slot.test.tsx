import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fillSlot, SLOT } from './fill-slot.tsx'

describe('fillSlot', () => {
  it('puts the element where the message has its slot, in either word order', () => {
    const email = <b>asha@example.com</b>
    expect(renderToStaticMarkup(fillSlot(`We sent a link to ${SLOT}. Open it.`, email))).toBe(
      'We sent a link to <b>asha@example.com</b>. Open it.',
    )
    expect(renderToStaticMarkup(fillSlot(`हमने ${SLOT} पर लिंक भेजा है।`, email))).toBe(
      'हमने <b>asha@example.com</b> पर लिंक भेजा है।',
    )
  })

  it('shows a message without a slot as it is, the element after it', () => {
    expect(renderToStaticMarkup(fillSlot('Plain', <i>x</i>))).toBe('Plain<i>x</i>')
  })
})
