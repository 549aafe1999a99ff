// The error handler's own words (English, as the API answers them; error-texts.ts has them in
// the catalogues). Their own module, so error-texts.ts can list them without an import cycle.

/** How long a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5
export const UNAVAILABLE_MESSAGE = 'The store is briefly unavailable. Please try again in a few seconds.'
/** Every 5xx: a stack or SQL text helps an attacker, not a shopper. */
export const INTERNAL_MESSAGE = 'Something went wrong'
