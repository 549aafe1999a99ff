// What other features may use of store (scripts/check-imports.mjs: a feature imports another
// only through its public.ts): the public store facts, e.g. whether UPI is offered (ADR 030).

export { useStoreInfo } from './api/get-store-info.ts'
