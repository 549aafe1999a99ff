// Delivery areas of the demo store: Bengaluru, from a dark store's doorstep (10 minutes) out
// to the next-day fringe, so every branch of the delivery-time formatter has an example.
export type DemoLocation = { name: string; area: string; city: string; deliveryTime: number }

export const DEMO_LOCATIONS: readonly DemoLocation[] = [
  { name: 'Koramangala', area: 'Koramangala 5th Block', city: 'Bengaluru', deliveryTime: 10 },
  { name: 'Indiranagar', area: 'HAL 2nd Stage', city: 'Bengaluru', deliveryTime: 15 },
  { name: 'HSR Layout', area: 'Sector 2', city: 'Bengaluru', deliveryTime: 20 },
  { name: 'Jayanagar', area: '4th Block', city: 'Bengaluru', deliveryTime: 30 },
  { name: 'Whitefield', area: 'ITPL Main Road', city: 'Bengaluru', deliveryTime: 45 },
  { name: 'Electronic City', area: 'Phase 1', city: 'Bengaluru', deliveryTime: 90 },
  { name: 'Yelahanka', area: 'New Town', city: 'Bengaluru', deliveryTime: 1440 },
]

/** Two-hour delivery windows offered every day (wall-clock times in the store's time zone). */
export const DEMO_SLOT_WINDOWS: readonly (readonly [start: string, end: string])[] = [
  ['07:00', '09:00'],
  ['09:00', '11:00'],
  ['12:00', '14:00'],
  ['16:00', '18:00'],
  ['19:00', '21:00'],
]
