import { createHash } from 'node:crypto'
import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite'

// PGlite's query() sends every statement unnamed, as six separate messages into the WebAssembly
// backend (Parse, Describe, Bind, Describe, Execute, Sync): every execution is parsed, analysed
// and planned again. For checkout's statements the planning alone costs more than running them
// (ADR 050). This gives PGlite what statement-cache.ts gives node-postgres (ADR 014): each
// parameterised statement is named `fc_<sha1 of its text>` and parsed once for the life of the
// instance; afterwards an execution is Bind, Describe, Execute and Sync in one message, and
// PostgreSQL's plan cache keeps choosing between a custom and a cached generic plan
// (plan_cache_mode = auto). PGlite has one session, shared by the local socket's clients: they
// send unnamed statements (database.ts) and so never touch these names.

/** Distinct statement texts named; further shapes run through PGlite's own query(). */
const MAX_NAMED_STATEMENTS = 1000
/** The statement is gone (DEALLOCATE, DISCARD ALL) or its result type changed (a migration). */
const STALE_STATEMENT_CODES = new Set(['26000', '0A000'])

/** PGlite's own locks: its query() and transaction() take them; its protocol methods do not. */
type Locks = {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>
}

type Named = { name: string; paramTypes: number[] }

/**
 * The client drizzle is given on PGlite: query() and a transaction's query() run named
 * statements; everything else is PGlite's own.
 */
export function withNamedStatements(client: PGlite): PGlite {
  const locks = client as unknown as Locks
  if (typeof locks._runExclusiveQuery !== 'function' || typeof locks._runExclusiveTransaction !== 'function')
    throw new Error(
      'This PGlite has no _runExclusiveQuery/_runExclusiveTransaction: see pglite-statements.ts',
    )
  const named = new Map<string, Named>()

  async function prepared(text: string, options: QueryOptions | undefined): Promise<Named | null> {
    const found = named.get(text)
    if (found) return found
    if (named.size >= MAX_NAMED_STATEMENTS) return null
    const name = `fc_${createHash('sha1').update(text).digest('hex')}`
    // Close first: a name left by an instance of this map that is gone would make Parse fail.
    const messages = await client.execProtocolStream(
      concat([
        protocol.serialize.close({ type: 'S', name }),
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    )
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) }
    named.set(text, statement)
    return statement
  }

  async function execute<T>(
    statement: Named,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null
      const oid = statement.paramTypes[i]!
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid]
      return serialize ? serialize(param) : String(param)
    })
    const messages = await client.execProtocolStream(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    )
    return resultOf<T>(messages, client.parsers, options)
  }

  /** One statement, inside PGlite's query lock; a stale name is parsed again once when it is safe. */
  async function run<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T> | null> {
    for (let attempt = 0; ; attempt++) {
      try {
        const statement = await prepared(text, options)
        if (!statement) return null
        const result = await execute<T>(statement, params, options)
        if (!inTransaction) await client.syncToFs()
        return result
      } catch (e) {
        const code = (e as { code?: string }).code
        if (code && STALE_STATEMENT_CODES.has(code)) named.delete(text)
        // Outside a transaction nothing ran; inside one, the error has aborted it.
        if (code && STALE_STATEMENT_CODES.has(code) && !inTransaction && attempt === 0) continue
        throw Object.assign(e as object, { query: text, params, queryOptions: options })
      }
    }
  }

  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions) =>
    (params?.length
      ? await locks._runExclusiveTransaction(() =>
          locks._runExclusiveQuery(() => run<T>(text, params, options, false)),
        )
      : null) ?? client.query<T>(text, params, options)

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) => {
      const namedTx: Transaction = Object.create(tx, {
        query: {
          value: async <R>(text: string, params?: unknown[], options?: QueryOptions) =>
            (params?.length
              ? await locks._runExclusiveQuery(() => run<R>(text, params, options, true))
              : null) ?? tx.query<R>(text, params, options),
        },
      })
      return callback(namedTx)
    })

  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query
      if (key === 'transaction') return transaction
      const value = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/**
 * The one statement's result, as PGlite's parseResults makes it, without copying PGlite's whole
 * parser table into a new object for every statement (it does so whenever the caller passes
 * parsers, which drizzle always does): each column's parser is looked up once.
 */
function resultOf<T>(
  received: messages.BackendMessage[],
  defaults: Record<number, (value: string, type: number) => unknown>,
  options: QueryOptions | undefined,
): Results<T> {
  let fields: { name: string; dataTypeID: number }[] = []
  let parsers: (((value: string, type: number) => unknown) | undefined)[] = []
  const rows: unknown[] = []
  let affectedRows = 0
  let rowCount: number | undefined
  for (const message of received) {
    if (message.name === 'rowDescription') {
      const { fields: described } = message as messages.RowDescriptionMessage
      fields = described.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }))
      parsers = fields.map((f) => options?.parsers?.[f.dataTypeID] ?? defaults[f.dataTypeID])
    } else if (message.name === 'dataRow') {
      const values = (message as messages.DataRowMessage).fields.map((raw, i) => {
        if (raw === null) return null
        const parser = parsers[i]
        return parser ? parser(raw, fields[i]!.dataTypeID) : raw
      })
      rows.push(
        options?.rowMode === 'array'
          ? values
          : Object.fromEntries(values.map((v, i) => [fields[i]!.name, v])),
      )
    } else if (message.name === 'commandComplete') {
      const parts = (message as messages.CommandCompleteMessage).text.split(' ')
      const count = Number.parseInt(parts.at(-1)!, 10)
      if (!Number.isNaN(count)) rowCount = count
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(parts[0]!)) affectedRows = count
    }
  }
  return { rows, fields, affectedRows, ...(rowCount === undefined ? {} : { rowCount }) } as Results<T>
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
