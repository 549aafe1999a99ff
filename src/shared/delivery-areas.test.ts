import { describe, expect, it } from 'vitest'
import { addressAreaProblem, areaForPincode, readPincodeList } from './delivery-areas.ts'
import { PincodeListSchema } from './schemas/pincodes.ts'

const koramangala = { id: 'k', name: 'Koramangala', pincodes: ['560034', '560095'] }
const indiranagar = { id: 'i', name: 'Indiranagar', pincodes: ['560038'] }
const areas = [koramangala, indiranagar]

describe('the delivery-area rule (ADR 019)', () => {
  it('accepts a pincode in the chosen area', () => {
    expect(addressAreaProblem({ pincode: '560095', locationId: 'k' }, areas)).toBeNull()
  })

  it('refuses a pincode no area lists, under the pincode', () => {
    expect(addressAreaProblem({ pincode: '560037', locationId: 'k' }, areas)).toMatchObject({
      kind: 'outside',
      field: 'pincode',
      message:
        'Sorry, we do not deliver to pincode 560037 yet. Choose an address in one of our delivery areas.',
    })
  })

  it('names the area that does serve a pincode chosen under another', () => {
    expect(addressAreaProblem({ pincode: '560038', locationId: 'k' }, areas)).toMatchObject({
      kind: 'elsewhere',
      field: 'locationId',
      right: 'Indiranagar',
      message: 'Pincode 560038 is in Indiranagar, not Koramangala. Choose Indiranagar as the delivery area.',
    })
  })

  it('asks for an area when none (or one no longer active) is chosen', () => {
    for (const locationId of [null, 'closed']) {
      expect(addressAreaProblem({ pincode: '560038', locationId }, areas)?.kind).toBe('choose')
    }
  })

  it('lets an area without a pincode list take any pincode (stores that have not listed them yet)', () => {
    const open = { id: 'o', name: 'Old area', pincodes: [] }
    expect(addressAreaProblem({ pincode: '110001', locationId: 'o' }, [...areas, open])).toBeNull()
    expect(areaForPincode([open, indiranagar], '560038')).toBe(indiranagar)
  })

  it('reads an admin’s list with any separators, sorted without repeats', () => {
    expect(PincodeListSchema.parse(readPincodeList('560095, 560034\n560034;560030'))).toEqual([
      '560030',
      '560034',
      '560095',
    ])
    expect(PincodeListSchema.safeParse(readPincodeList('56003')).success).toBe(false)
  })
})
