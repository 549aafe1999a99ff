import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { english } from './en/index.ts'
import glossary from './glossary.json'
import { hindi } from './hi/index.ts'

// The catalogues (ADR 032): Hindi complete, every key used, messages well formed, the glossary kept.

const here = new URL('.', import.meta.url).pathname
const srcRoot = join(here, '..', '..')
type Catalogue = Record<string, string>

function catalogueFiles(locale: string): string[] {
  return readdirSync(join(here, locale))
    .filter((name) => name.endsWith('.json'))
    .sort()
}
function readCatalogue(locale: string, file: string): Catalogue {
  return JSON.parse(readFileSync(join(here, locale, file), 'utf8')) as Catalogue
}

/** The argument names a message uses ('{count, plural, …}', '{name}'), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>()
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens) {
      if (!Array.isArray(token)) continue
      const [name, , cases] = token as [string, string?, Record<string, unknown>?]
      names.add(name)
      for (const value of Object.values(cases ?? {})) walk(value)
    }
  }
  walk(compileMessage(message))
  return [...names].sort()
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      if (path !== join(here, 'en') && path !== join(here, 'hi')) yield* sourceFiles(path)
    } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path
  }
}

describe('message catalogues', () => {
  const files = catalogueFiles('en')

  it('has a Hindi file for every English one and no other', () => {
    expect(catalogueFiles('hi')).toEqual(files)
  })

  it.each(files)('%s: Hindi has exactly the English keys', (file) => {
    const en = readCatalogue('en', file)
    const hi = readCatalogue('hi', file)
    const missing = Object.keys(en).filter((id) => !(id in hi))
    const extra = Object.keys(hi).filter((id) => !(id in en))
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
  })

  it.each(files)(
    '%s: ids start with the file name, messages parse, both sides take the same arguments',
    (file) => {
      const namespace = file.replace(/\.json$/, '')
      const en = readCatalogue('en', file)
      const hi = readCatalogue('hi', file)
      for (const [id, message] of Object.entries(en)) {
        expect(id.startsWith(`${namespace}.`), id).toBe(true)
        expect(message.trim(), id).not.toBe('')
        expect(hi[id]?.trim(), id).not.toBe('')
        expect(argumentsOf(hi[id] ?? ''), id).toEqual(argumentsOf(message))
      }
    },
  )

  it('lists every file in the English and Hindi indexes', () => {
    const all = (locale: string) => Object.assign({}, ...files.map((file) => readCatalogue(locale, file)))
    expect(english).toEqual(all('en'))
    expect(hindi).toEqual(all('hi'))
  })

  it('writes Hindi in Devanagari', () => {
    // A message with no Devanagari is usually one left in English by mistake.
    const latinOnly = Object.entries(hindi).filter(
      ([id, message]) => !/[\u0900-\u097f]/.test(message) && english[id] !== message,
    )
    expect(latinOnly).toEqual([])
  })

  it('uses every key somewhere in the code (no dead texts)', () => {
    const code = [...sourceFiles(srcRoot)].map((path) => readFileSync(path, 'utf8')).join('\n')
    const unused = Object.keys(english).filter((id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`))
    expect(unused).toEqual([])
  })

  it('keeps the glossary: the store’s own words in Hindi, the same everywhere', () => {
    const problems: string[] = []
    for (const term of glossary.terms) {
      const pattern = new RegExp(`\\b${term.en.replace(/ /g, '[\\s-]')}(s|es)?\\b`, 'i')
      for (const [id, message] of Object.entries(english)) {
        // Argument names ({price}, {rating}) are not words of the text.
        if (!pattern.test(message.replace(/\{\w+[,}]/g, '{'))) continue
        const translated = hindi[id] ?? ''
        if (!term.hi.some((word) => translated.includes(word))) {
          problems.push(`${id}: '${term.en}' should be ${term.hi.join(' / ')} in "${translated}"`)
        }
      }
      for (const [id, translated] of Object.entries(hindi)) {
        for (const word of term.avoid) {
          if (translated.includes(word))
            problems.push(`${id}: "${word}" is not the glossary's word for '${term.en}'`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})
