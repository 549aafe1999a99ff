// Radix's packages are built with esbuild's `keepNames`: every function is wrapped in, or followed
// by, a call `__name(fn, "fnName")` that sets its `name` for stack traces and DevTools. Nothing
// reads those names at run time, and the calls are side effects to the bundler, so they keep
// their strings (and the functions) in the browser's chunks: 608 of them in the 60 Radix files.
// This drops each call and leaves its function, for the browser build (vite.config.ts).
import { parse } from 'acorn'

/** The helper esbuild writes at the top of a file built with `keepNames`. */
const KEEP_NAMES_HELPER =
  /var __name = \(target, value\) => __defProp\(target, "name", \{ value, configurable: true \}\);/

/**
 * `code` without its `__name(…)` calls: `__name(fn, "x")` as an expression becomes `fn`, and a
 * statement `__name(fn, "x");` goes. Answers null when the file has no such helper, or calls it
 * in a way other than these two (then the file is left as it was).
 */
export function dropKeptNames(code) {
  if (!KEEP_NAMES_HELPER.test(code)) return null
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module' })
  /** [start, end) ranges to delete; never overlapping (an inner call lies inside its outer's function). */
  const cuts = []
  let unknown = false
  const isNameCall = (node) =>
    node?.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === '__name'
  const visit = (node, parent) => {
    if (!node || typeof node.type !== 'string') return
    if (isNameCall(node)) {
      const [fn, name] = node.arguments
      if (node.arguments.length !== 2 || name.type !== 'Literal' || typeof name.value !== 'string') {
        unknown = true
        return
      }
      if (parent?.type === 'ExpressionStatement' && fn.type === 'Identifier') {
        cuts.push([parent.start, parent.end])
        return
      }
      cuts.push([node.start, fn.start], [fn.end, node.end])
      visit(fn, node)
      return
    }
    for (const key of Object.keys(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue
      const value = node[key]
      if (Array.isArray(value)) for (const child of value) visit(child, node)
      else if (value && typeof value === 'object') visit(value, node)
    }
  }
  visit(ast, null)
  if (unknown || cuts.length === 0) return null
  cuts.sort((a, b) => b[0] - a[0])
  let out = code
  for (const [start, end] of cuts) out = out.slice(0, start) + out.slice(end)
  return out
}
