// Delivery areas of the demo store: Bengaluru, from a dark store's doorstep (10 minutes) out
// to the next-day fringe, so every branch of the delivery-time formatter has an example.
// Each area lists the real India Post pincodes it covers (ADR 019); migration 0013 gives the same
// lists to stores seeded before areas had pincodes. Marathahalli (560037) is in none of them.
export type DemoLocation = {
  name: string
  area: string
  city: string
  deliveryTime: number
  pincodes: string[]
}

export const DEMO_LOCATIONS: readonly DemoLocation[] = [
  {
    name: 'Koramangala',
    area: 'Koramangala 5th Block',
    city: 'Bengaluru',
    deliveryTime: 10,
    pincodes: ['560030', '560034', '560095'],
  },
  {
    name: 'Indiranagar',
    area: 'HAL 2nd Stage',
    city: 'Bengaluru',
    deliveryTime: 15,
    pincodes: ['560008', '560038', '560075'],
  },
  {
    name: 'HSR Layout',
    area: 'Sector 2',
    city: 'Bengaluru',
    deliveryTime: 20,
    pincodes: ['560068', '560102'],
  },
  {
    name: 'Jayanagar',
    area: '4th Block',
    city: 'Bengaluru',
    deliveryTime: 30,
    pincodes: ['560011', '560041', '560069'],
  },
  {
    name: 'Whitefield',
    area: 'ITPL Main Road',
    city: 'Bengaluru',
    deliveryTime: 45,
    pincodes: ['560048', '560066', '560067'],
  },
  {
    name: 'Electronic City',
    area: 'Phase 1',
    city: 'Bengaluru',
    deliveryTime: 90,
    pincodes: ['560099', '560100'],
  },
  {
    name: 'Yelahanka',
    area: 'New Town',
    city: 'Bengaluru',
    deliveryTime: 1440,
    pincodes: ['560063', '560064', '560106'],
  },
]

/** Two-hour delivery windows offered every day (wall-clock times in the store's time zone). */
export const DEMO_SLOT_WINDOWS: readonly (readonly [start: string, end: string])[] = [
  ['07:00', '09:00'],
  ['09:00', '11:00'],
  ['12:00', '14:00'],
  ['16:00', '18:00'],
  ['19:00', '21:00'],
]
