import { z } from 'zod'

export const IdSchema = z.uuid({ message: 'must be a valid id' })
export const IdParamsSchema = z.object({ id: IdSchema })

/** Query-string boolean: 'true'/'1' and 'false'/'0'. */
export const QueryBooleanSchema = z
  .enum(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1')

export const PaiseSchema = z.number().int().nonnegative()
/** Timestamps travel as ISO strings. */
export const DateTimeSchema = z.iso.datetime({ offset: true })

export const OkSchema = z.object({ ok: z.literal(true) })
