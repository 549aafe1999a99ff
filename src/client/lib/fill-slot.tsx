import { Fragment, type ReactNode } from 'react'

// A sentence with an element inside it ("We sent a link to <b>asha@…</b>. Open it…") is one
// message with an argument, so a translation can put the element where its grammar wants it
// (Hindi: "हमने <b>asha@…</b> पर लिंक भेजा है"). The message is made with SLOT as that argument's
// value, then the element takes the slot's place.

/** A character no one types: marks where the element goes. */
export const SLOT = '\u2063'

/** `message` (made with SLOT as one argument) with `element` in the slot's place. */
export function fillSlot(message: string, element: ReactNode): ReactNode {
  const [before = '', ...rest] = message.split(SLOT)
  return (
    <Fragment>
      {before}
      {element}
      {rest.join('')}
    </Fragment>
  )
}
