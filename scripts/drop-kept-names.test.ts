import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import vm from 'node:vm'
import { parse } from 'acorn'
import { expect, test } from 'vitest'
import { dropKeptNames } from './drop-kept-names.mjs'

// The browser build drops Radix's `__name(fn, "name")` calls (vite.config.ts, issue 13 item 6).
const HELPER = `var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
`
const SOURCE = `${HELPER}
function createSlot(owner) {
  const Slot = /* @__PURE__ */ __name((props) => owner + ':' + props.x, "Slot");
  return Slot;
}
__name(createSlot, "createSlot");
var outer = /* @__PURE__ */ __name(function outer2(n) {
  const inner = /* @__PURE__ */ __name(() => n * 2, "inner");
  __name(helper, "helper");
  function helper() { return inner() + 1 }
  return helper();
}, "outer");
export const results = [createSlot('dialog')({ x: 1 }), outer(20), typeof __name];
`

function run(code: string): unknown {
  const script = code.replace('export const results =', 'globalThis.results =')
  const context: { results?: unknown } = {}
  vm.runInNewContext(script, context)
  return context.results
}

test('every __name call goes and its function stays, meaning the same', () => {
  const dropped = dropKeptNames(SOURCE)
  expect(dropped).not.toBeNull()
  expect(dropped).not.toContain('__name(')
  expect(run(dropped!)).toEqual(['dialog:1', 41, 'function'])
  expect(run(dropped!)).toEqual(run(SOURCE))
})

test('a file without the helper, or calling it another way, is left as it was', () => {
  expect(dropKeptNames('export const a = 1')).toBeNull()
  expect(dropKeptNames(`${HELPER}\n__name(a, b);\nfunction a() {}\nvar b = 'x';`)).toBeNull()
})

test('every Radix file the store bundles comes out whole, with none of its __name calls left', () => {
  const root = join(import.meta.dirname, '..', 'node_modules', '@radix-ui')
  let changed = 0
  for (const pkg of readdirSync(root)) {
    const file = join(root, pkg, 'dist', 'index.mjs')
    let code: string
    try {
      code = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    if (!code.includes('var __name = ')) continue
    const dropped = dropKeptNames(code)
    expect(dropped, file).not.toBeNull()
    expect(dropped!.split('__name(').length, file).toBe(1)
    expect(() => parse(dropped!, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow()
    changed += 1
  }
  expect(changed).toBeGreaterThan(20)
})
