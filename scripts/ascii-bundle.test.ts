import vm from 'node:vm'
import { expect, test } from 'vitest'
import { asciiSource } from './ascii-bundle.mjs'

// ADR 062: the server bundle is written in ASCII so V8 keeps its source one byte a character.
const SOURCE = `// Order money is bigint paise: 1,000 × ₹999,999 — past 2^31
/** The name in Hindi, Devanagari ('दूध'). */
const sql = (strings, ...values) => ({ text: strings.join('?'), values })
const clean = (s) => s.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9à-ÿऀ-ॿ]+/g, ' ')
const rupees = (s) => s.replace(/^₹\\s*/, '')
const allowed = /^[\\p{L}\\p{N}\\p{Zs}₹]*$/u
const smile = /😀+/u
const plain = \`Add items worth ₹\${499} — now\`
const query = sql\`replace(lower(name), '़', '') = \${'दूध'}\`
const text = "already \\u20b9 escaped, and ₹ not"
module.exports = [
  clean("Haldiram’s दूध Bhujia"), rupees('₹ 120'), allowed.test('Dudh ₹5'), allowed.test('x$'),
  smile.test('😀😀'), plain, query, text,
]
`

function run(code: string): unknown {
  const module = { exports: undefined as unknown }
  vm.runInNewContext(code, { module })
  return module.exports
}

test('the bundle comes out in ASCII and means the same', () => {
  const ascii = asciiSource(SOURCE)
  expect(ascii).toMatch(/^\p{ASCII}*$/u)
  expect(JSON.stringify(run(ascii))).toBe(JSON.stringify(run(SOURCE)))
  expect(run(ascii)).toEqual([
    'haldirams दूध bhujia',
    '120',
    true,
    false,
    true,
    'Add items worth ₹499 — now',
    { text: "replace(lower(name), '़', '') = ?", values: ['दूध'] },
    'already ₹ escaped, and ₹ not',
  ])
})

test('a comment keeps its length, so the source map still points at the same columns', () => {
  const line = '/* ₹ — दूध */ const a = 1'
  const ascii = asciiSource(line)
  expect(ascii).toHaveLength(line.length)
  expect(ascii.indexOf('const a')).toBe(line.indexOf('const a'))
})

test('a template with another tag, which could read the raw text, stops the build', () => {
  expect(() => asciiSource('String.raw`₹`')).toThrow(/tagged raw/)
  expect(() => asciiSource('html`<b>₹</b>`')).toThrow(/tagged html/)
})

test('an ASCII bundle is left as it is', () => {
  const code = 'const a = "x" // plain\n'
  expect(asciiSource(code)).toBe(code)
})
