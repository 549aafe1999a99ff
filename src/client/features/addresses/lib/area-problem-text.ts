import type { Translate } from '#client/lib/i18n.ts'
import type { AreaProblem } from '#shared/delivery-areas.ts'
import type messages from '#shared/i18n/en/addresses.json'

/** The area rule's refusal (delivery-areas.ts) in the shopper's language. */
export function areaProblemText(t: Translate<typeof messages>, problem: AreaProblem): string {
  switch (problem.kind) {
    case 'outside':
      return t('addresses.outsideAreas', { pincode: problem.pincode })
    case 'choose':
      return t('addresses.chooseAreaFirst')
    case 'elsewhere':
      return problem.right
        ? t('addresses.elsewhere', { pincode: problem.pincode, chosen: problem.chosen, right: problem.right })
        : t('addresses.notInArea', { pincode: problem.pincode, chosen: problem.chosen })
  }
}
