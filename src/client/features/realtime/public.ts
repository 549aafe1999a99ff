// What other features may use of the realtime connection (scripts/check-imports.mjs: a feature
// imports another only through its public.ts).

export { refetchAfterEvent, useRealtimeEvent } from './realtime-events.ts'
