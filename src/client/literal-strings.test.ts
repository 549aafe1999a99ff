import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { english } from '#shared/i18n/en/index.ts'

// Every text a shopper or an admin reads comes from the catalogues (src/shared/i18n, ADR 032).
// This scan fails when client code renders a literal text instead: JSX text, a text attribute
// (title, label, placeholder, aria-label…), a string or template shown as a JSX child, a toast's
// message, or a label/title/description property of an object (tabs, menus, toggles).

const clientRoot = new URL('.', import.meta.url).pathname

/** Attributes and properties that hold words for people. */
const TEXT_NAMES = new Set([
  'title',
  'thumbLabels',
  'done',
  'failed',
  'failedText',
  'label',
  'placeholder',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'note',
  'description',
  'heading',
  'subtitle',
  'message',
  'text',
  'hint',
  'emptyText',
  'emptyTitle',
  'confirmLabel',
  'cancelLabel',
  'actionLabel',
])
const TOAST_CALL = /^notify\.(success|error|info)$/

type Node = { type: string; start: number; [key: string]: unknown }

/** Words for people; a catalogue id ('settings.title') is a reference to them, not a text. */
function hasWords(text: string): boolean {
  return /[A-Za-z\u0900-\u097f]{2,}/.test(text) && !(text in english)
}

/** The code the store ships: not the tests, nor their support (test/: fixtures, the harness). */
function* files(path: string): Generator<string> {
  if (statSync(path).isDirectory()) {
    if (path === join(clientRoot, 'test')) return
    for (const name of readdirSync(path)) yield* files(join(path, name))
  } else if (/\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path)) yield path
}

/** Literal texts in an expression that ends up shown: 'a', `a ${b}`, c ? 'a' : 'b', c && 'a'. */
function shownLiterals(node: Node | null | undefined): Node[] {
  if (!node) return []
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' && hasWords(node.value) ? [node] : []
    case 'TemplateLiteral':
      return (node.quasis as { value: { cooked: string } }[]).some((q) => hasWords(q.value.cooked))
        ? [node]
        : []
    case 'ConditionalExpression':
      return [...shownLiterals(node.consequent as Node), ...shownLiterals(node.alternate as Node)]
    case 'LogicalExpression':
      return shownLiterals(node.right as Node)
    case 'JSXExpressionContainer':
      return shownLiterals(node.expression as Node)
    case 'ArrayExpression':
      return (node.elements as Node[]).flatMap((element) => shownLiterals(element))
    case 'AssignmentPattern':
      // A text prop's default: ({ confirmLabel = 'Delete' }) => …
      return shownLiterals(node.right as Node)
    default:
      return []
  }
}

function nameOf(node: unknown): string | null {
  const n = node as { type?: string; name?: unknown; value?: unknown } | null
  if (!n) return null
  if (n.type === 'JSXIdentifier' || n.type === 'Identifier') return String(n.name)
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value
  return null
}

function calleeName(node: unknown): string {
  const n = node as { type?: string; name?: string; object?: unknown; property?: unknown }
  if (n?.type === 'Identifier') return n.name ?? ''
  if (n?.type === 'MemberExpression') return `${calleeName(n.object)}.${nameOf(n.property) ?? ''}`
  return ''
}

/** The literal user-visible texts of one file, as 'line: text'. */
function literalTexts(source: string, lang: 'ts' | 'tsx'): string[] {
  const found: Node[] = []
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const child of node) visit(child)
      return
    }
    const n = node as Node
    if (n.type === 'JSXText' && hasWords(String(n.value))) found.push(n)
    if (n.type === 'JSXElement' || n.type === 'JSXFragment') {
      for (const child of n.children as Node[])
        if (child.type === 'JSXExpressionContainer') found.push(...shownLiterals(child))
    }
    if (n.type === 'JSXAttribute' && TEXT_NAMES.has(nameOf(n.name) ?? ''))
      found.push(...shownLiterals(n.value as Node))
    if (n.type === 'Property' && TEXT_NAMES.has(nameOf(n.key) ?? ''))
      found.push(...shownLiterals(n.value as Node))
    if (n.type === 'CallExpression' && TOAST_CALL.test(calleeName(n.callee))) {
      found.push(...shownLiterals((n.arguments as Node[])[0]))
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value)
  }
  visit(parseAst(source, { lang }))
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length
  return found
    .sort((a, b) => a.start - b.start)
    .map(
      (n) =>
        `${lineOf(n.start)}: ${source
          .slice(n.start, n.end as number)
          .trim()
          .slice(0, 60)}`,
    )
}

describe('literal texts outside the catalogues', () => {
  it('finds the kinds of literal text it looks for', () => {
    const sample = [
      'const tabs = [{ label: "Active" }]',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text for the scan
      'export const A = () => <p title="Hi there">Hello {x ? "Yes" : `No ${n}`}</p>',
      'notify.success("Saved")',
      'export function D({ cancelLabel = "Cancel", size = "lg" }) {}',
      'export const B = () => <p aria-label={t("a.b")}>{t("a.c")} · {count} ₹</p>',
    ].join('\n')
    expect(literalTexts(sample, 'tsx')).toEqual([
      '1: "Active"',
      '2: "Hi there"',
      '2: Hello',
      '2: "Yes"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the scan's report of that source
      '2: `No ${n}`',
      '3: "Saved"',
      '4: "Cancel"',
    ])
  })

  // All the shipped code of src/client, with no file or text let off.
  const paths = [...files(clientRoot)]
  it.each(paths.map((path) => relative(clientRoot, path)))('%s renders no literal text', (path) => {
    const source = readFileSync(join(clientRoot, path), 'utf8')
    expect(literalTexts(source, path.endsWith('.tsx') ? 'tsx' : 'ts')).toEqual([])
  })
})
