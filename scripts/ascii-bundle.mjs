// The server bundle in ASCII only (scripts/build-server.mjs, ADR 062). V8 keeps a script's whole
// source in its heap for as long as the script lives (lazy compilation and Function#toString read
// it), and a string with any character above U+00FF is stored with two bytes per character: one
// '₹' in a comment made the 7 MB bundle a 14 MB string. esbuild already writes strings and
// identifiers with \u escapes (its `charset: 'ascii'` default) but leaves comments, regular
// expressions and template literals as they were written.
import { parse } from 'acorn'

/**
 * `code` with every character above U+007F written in ASCII, meaning the same: inside a regular
 * expression, a template literal or a string as a \uXXXX escape (per UTF-16 unit, which JavaScript
 * reads back as the same character, surrogate pairs included), inside a comment as '?' (one per
 * unit, so the columns of the rest of the line, which the source map names, do not move).
 * A template literal is escaped only untagged or tagged `sql` (Drizzle's, which reads the cooked
 * strings): another tag could read the raw text, so one of those throws, as does a character
 * anywhere else (an identifier: esbuild escapes those already).
 */
export function asciiSource(code) {
  if (!/[^\p{ASCII}]/u.test(code)) return code
  /** [start, end, kind] of every comment, regular expression, string and template chunk. */
  const spans = []
  const tagOf = new Map()
  const ast = parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowHashBang: true,
    allowReturnOutsideFunction: true,
    onComment: (_block, _text, start, end) => spans.push([start, end, 'comment']),
    onToken: (token) => {
      const label = token.type.label
      if (label === 'regexp' || label === 'string' || label === 'template' || label === 'invalidTemplate')
        spans.push([token.start, token.end, label === 'invalidTemplate' ? 'template' : label])
    },
  })
  walk(ast, (node) => {
    if (node.type !== 'TaggedTemplateExpression') return
    const tag =
      node.tag.type === 'Identifier'
        ? node.tag.name
        : node.tag.type === 'MemberExpression' && !node.tag.computed
          ? node.tag.property.name
          : ''
    for (const quasi of node.quasi.quasis) tagOf.set(quasi.start, tag)
  })
  spans.sort((a, b) => a[0] - b[0])
  let out = ''
  let from = 0
  let span = 0
  for (let i = 0; i < code.length; i++) {
    const unit = code.charCodeAt(i)
    if (unit < 0x80) continue
    while (span < spans.length && spans[span][1] <= i) span++
    const [start, end, kind] = spans[span] ?? [0, 0, '']
    if (!(start <= i && i < end))
      throw new Error(`non-ASCII character outside a comment or literal at ${where(code, i)}`)
    if (kind === 'template') {
      const tag = tagOf.get(start)
      if (tag !== undefined && tag !== 'sql')
        throw new Error(
          `non-ASCII character in a template tagged ${tag} (its raw text would change) at ${where(code, i)}`,
        )
    }
    let slashes = 0
    while (code.charCodeAt(i - 1 - slashes) === 0x5c) slashes++
    if (kind !== 'comment' && slashes % 2 === 1)
      throw new Error(`escaped non-ASCII character at ${where(code, i)}`)
    out += code.slice(from, i) + (kind === 'comment' ? '?' : `\\u${unit.toString(16).padStart(4, '0')}`)
    from = i + 1
  }
  return out + code.slice(from)
}

function walk(node, visit) {
  visit(node)
  for (const key in node) {
    const value = node[key]
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item.type === 'string') walk(item, visit)
    } else if (value && typeof value.type === 'string' && key !== 'type') walk(value, visit)
  }
}

function where(code, i) {
  const line = code.slice(0, i).split('\n').length
  return `line ${line}: ${JSON.stringify(code.slice(Math.max(0, i - 40), i + 20))}`
}
