import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { UPLOAD_LIMITS } from '#shared/constants.ts'
import { english } from '#shared/i18n/en/index.ts'
import { VALIDATION_IDS } from '#shared/i18n/validation.ts'
import { imageTooLargeMessage } from '#shared/schemas/account.ts'
import { REFUSAL_IDS } from './error-texts.ts'

// Every refusal the server writes reaches the reader in their language (issue 15, ADR 032): a
// fixed English message has its catalogue id in REFUSAL_IDS (or is a shared schema's message, in
// the validation catalogue); one with specifics carries its id (AppError.withText). This scan reads
// the server's code and fails on an AppError whose message is neither.

const srcRoot = join(new URL('.', import.meta.url).pathname, '..', '..')
type Node = { type: string; start: number; end: number; [key: string]: unknown }

function* files(path: string): Generator<string> {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path)) yield* files(join(path, name))
  } else if (/\.ts$/.test(path) && !/\.test\.ts$/.test(path) && !path.includes('test-support')) yield path
}

function walk(
  node: unknown,
  visit: (n: Node, parent: Node | null) => void,
  parent: Node | null = null,
): void {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit, parent)
    return
  }
  const n = node as Node
  visit(n, parent)
  for (const [key, value] of Object.entries(n)) if (key !== 'type') walk(value, visit, n)
}

const sources = [...files(join(srcRoot, 'server')), ...files(join(srcRoot, 'shared'))].map((path) => ({
  path: relative(srcRoot, path),
  ast: parseAst(readFileSync(path, 'utf8'), { lang: 'ts' }) as unknown as Node,
}))

type Constants = Map<string, Node[]>
function declarations(ast: Node, topLevelOnly: boolean): Constants {
  const found: Constants = new Map()
  const add = (n: Node) => {
    const id = n.id as Node | undefined
    if (n.type === 'VariableDeclarator' && id?.type === 'Identifier' && n.init) {
      found.set(String(id.name), [...(found.get(String(id.name)) ?? []), n.init as Node])
    }
  }
  if (!topLevelOnly) walk(ast, add)
  else
    for (const statement of ast.body as Node[]) {
      const declaration =
        statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement
      if (declaration?.type === 'VariableDeclaration')
        for (const d of declaration.declarations as Node[]) add(d)
    }
  return found
}
/** Module-level constants of server and shared code (what a file may import), by name. */
const moduleConstants: Constants = new Map()
for (const { ast } of sources)
  for (const [name, inits] of declarations(ast, true))
    moduleConstants.set(name, [...(moduleConstants.get(name) ?? []), ...inits])
/** The constants a file sees: its own (at any depth), else the modules'. */
let constants: Constants = moduleConstants

/**
 * Message functions whose words depend only on store constants: the texts they give, checked like
 * literals (the image limit is the shared UPLOAD_LIMITS).
 */
const MESSAGE_FUNCTIONS: Record<string, string> = {
  imageTooLargeMessage: imageTooLargeMessage(UPLOAD_LIMITS.imageMaxBytes),
}

/** The string literals a message expression can be; `null` when it also builds text (a template, a call). */
function messagesOf(node: Node | undefined, depth = 0): string[] | null {
  if (!node || depth > 3) return []
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node.value] : []
    case 'Identifier': {
      const inits = constants.get(String(node.name))
      if (!inits) return [] // a parameter: its callers are checked where they pass it
      return combine(inits.map((init) => messagesOf(init, depth + 1)))
    }
    case 'MemberExpression': {
      const object = node.object as Node
      const property = node.property as Node
      const inits = object.type === 'Identifier' ? constants.get(String(object.name)) : undefined
      if (!node.computed && inits) {
        // OBJ.name: that property of the object it names.
        const props = inits.flatMap((init) =>
          init.type === 'ObjectExpression'
            ? (init.properties as Node[]).filter((p) => (p.key as Node | undefined)?.name === property.name)
            : [],
        )
        return combine(props.map((p) => messagesOf(p.value as Node, depth + 1)))
      }
      return messagesOf(object, depth + 1) // OBJ[a][b]: every text the object holds
    }
    case 'ObjectExpression':
      return combine((node.properties as Node[]).map((p) => messagesOf(p.value as Node, depth + 1)))
    case 'LogicalExpression':
    case 'ConditionalExpression':
      return combine(
        [node.left, node.right, node.consequent, node.alternate].map((n) => messagesOf(n as Node, depth + 1)),
      )
    case 'CallExpression': {
      const callee = node.callee as Node
      const text = callee.type === 'Identifier' ? MESSAGE_FUNCTIONS[String(callee.name)] : undefined
      return text === undefined ? null : [text]
    }
    case 'TemplateLiteral':
      return null
    default:
      return []
  }
}
function combine(parts: (string[] | null)[]): string[] | null {
  return parts.some((p) => p === null) ? null : (parts.flat() as string[])
}

const known = new Set([...Object.keys(REFUSAL_IDS), ...VALIDATION_IDS.map((id) => english[id])])

/** Each AppError made in server code, with what is wrong with its message (nothing: ''). */
function refusals(): string[] {
  const problems: string[] = []
  for (const { path, ast } of sources) {
    if (!path.startsWith('server/')) continue
    const own = declarations(ast, false)
    constants = new Map([...moduleConstants, ...own])
    walk(ast, (n, parent) => {
      const callee = n.callee as Node | undefined
      let message: Node | undefined
      let made = false
      if (n.type === 'CallExpression' && callee?.type === 'MemberExpression') {
        const object = callee.object as Node
        if (object.type === 'Identifier' && object.name === 'AppError') {
          made = true
          message = (n.arguments as Node[])[0]
        }
      }
      if (n.type === 'NewExpression' && callee?.type === 'Identifier' && callee.name === 'AppError') {
        made = true
        message = (n.arguments as Node[])[2]
      }
      // Messages handed to upload-file.ts, which throws them.
      const key = n.key as Node | undefined
      if (n.type === 'Property' && /^(missing|tooLarge)Message$/.test(String(key?.name))) {
        made = true
        message = n.value as Node
      }
      if (!made || !message) return
      const withText = parent?.type === 'MemberExpression' && (parent.property as Node).name === 'withText'
      if (withText) return
      const texts = messagesOf(message)
      if (texts === null) problems.push(`${path}: a message built from parts needs .withText(id)`)
      else
        for (const text of texts)
          if (!known.has(text)) problems.push(`${path}: '${text}' has no catalogue id`)
    })
  }
  return problems
}

describe('the server’s refusals in the catalogues', () => {
  it('finds a message without an id, and one built from parts without withText', () => {
    expect(messagesOf(parseExpression("'Not found'"))).toEqual(['Not found'])
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text for the scan
    expect(messagesOf(parseExpression('`Only ${n} left`'))).toBeNull()
    expect(messagesOf(parseExpression("x ?? 'This payment cannot change'"))).toEqual([
      'This payment cannot change',
    ])
  })

  it('has an id for every refusal the server writes', () => {
    expect(refusals()).toEqual([])
  })
})

function parseExpression(source: string): Node {
  const program = parseAst(`(${source})`, { lang: 'ts' }) as unknown as { body: { expression: Node }[] }
  return program.body[0]!.expression
}
