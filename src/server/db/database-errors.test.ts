import { describe, expect, it } from 'vitest'
import { databaseRefusal, isDatabaseUnavailable } from './database-errors.ts'

const withCode = (message: string, code: string, extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra })

describe('isDatabaseUnavailable', () => {
  it('knows a restarting or unreachable server, also inside Drizzle’s wrapper', () => {
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true)
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    const refused = new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'refused')
    expect(isDatabaseUnavailable(refused)).toBe(true)
    const wrapped = new Error('Failed query: select 1', { cause: withCode('write EPIPE', 'EPIPE') })
    expect(isDatabaseUnavailable(wrapped)).toBe(true)
    expect(
      isDatabaseUnavailable(
        withCode('connect ENOENT /run/x/.s.PGSQL.5432', 'ENOENT', { syscall: 'connect' }),
      ),
    ).toBe(true)
  })

  it('leaves every other error to the usual handling', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false)
    expect(isDatabaseUnavailable(withCode("no such file 'x.png'", 'ENOENT', { syscall: 'open' }))).toBe(false)
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false)
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false)
  })
})

describe('databaseRefusal', () => {
  it('turns range, text, unique and foreign-key refusals into 400 and 409, also wrapped', () => {
    expect(databaseRefusal(withCode('integer out of range', '22003'))).toMatchObject({ status: 400 })
    expect(
      databaseRefusal(withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021')),
    ).toMatchObject({
      status: 400,
    })
    const wrapped = new Error('Failed query', { cause: withCode('duplicate key value', '23505') })
    expect(databaseRefusal(wrapped)).toEqual({ status: 409, message: 'That already exists' })
    expect(databaseRefusal(withCode('violates foreign key constraint', '23503'))).toMatchObject({
      status: 409,
    })
    expect(databaseRefusal(withCode('terminating connection', '57P01'))).toBeNull()
    expect(databaseRefusal(new Error('boom'))).toBeNull()
  })
})
