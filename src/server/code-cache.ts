import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire, Module } from 'node:module'
import { dirname } from 'node:path'
import vm from 'node:vm'

// Node 20 has no compile cache for ES modules (module.enableCompileCache came in Node 22), and
// compiling the 7 MB server bundle, then the functions its start runs, was ~200 ms of a start's
// CPU (ADR 052). A CommonJS bundle run through vm.Script can take V8's code cache instead: the
// bytecode of every function compiled so far, written once after a start and read at the next.

/**
 * The first line of a bundle that carries its CommonJS wrapper (scripts/build-server.mjs writes
 * the server's so): compiled as read, with no 7 MB string made by joining it to the wrapper.
 */
export const COMMONJS_WRAPPER = '(function (exports, require, module, __filename, __dirname) {'

/** 'off': source maps are on, and Node's own loader compiled the bundle instead (no cache). */
export type CodeCacheState = 'used' | 'rejected' | 'none' | 'off'

export type LoadedBundle = {
  /** The bundle's `module.exports`. */
  exports: Record<string, unknown>
  /** Whether V8 took the cache file: 'rejected' when it was made by another V8 or with other flags. */
  cache: CodeCacheState
  /**
   * Writes the code cache of what has run so far (write once the start's work is done, so its
   * functions are in it). Returns false when the folder is not writable: a read-only install
   * starts as it did before this cache, compiling the bundle.
   */
  writeCache(): boolean
}

/**
 * Runs a CommonJS bundle as Node's own loader would, taking its compiled code from `cacheFile`
 * when that file was written for this bundle. The cache file's name must be unique to the
 * bundle's contents: V8 checks its own version, its flags and the source's length, not the
 * source itself. The bundle must not use import(): Node 20 runs import() in a vm.Script only
 * behind an experimental flag or warning, so scripts/build-server.mjs turns each into require().
 */
export function loadWithCodeCache(bundleFile: string, cacheFile: string): LoadedBundle {
  // Node 20 maps stack traces of what its loaders compiled, not of a vm.Script: someone who asks
  // for source maps (NODE_OPTIONS=--enable-source-maps) gets them, and the start compiles as before.
  // The server's bundle is ASCII (ADR 062): read as Latin-1, its bytes are copied, not decoded.
  const source = readFileSync(bundleFile, 'latin1')
  const carriesWrapper = source.startsWith(`${COMMONJS_WRAPPER}\n`)
  if (process.sourceMapsEnabled) {
    if (!carriesWrapper) {
      return { exports: createRequire(bundleFile)(bundleFile), cache: 'off', writeCache: () => false }
    }
    // Compiled by Node's loader, which reads the source map; the wrapper's value is the module.
    const holder = new Module(bundleFile)
    holder.filename = bundleFile
    ;(holder as unknown as { _compile(code: string, file: string): void })._compile(
      `module.exports = ${source}`,
      bundleFile,
    )
    return { exports: runWrapped(holder.exports, bundleFile), cache: 'off', writeCache: () => false }
  }
  const cachedData = readCache(cacheFile, bundleFile)
  // Joined on one line, so line numbers in stack traces (and source maps) are the bundle's own.
  const wrapped = carriesWrapper ? source : `${COMMONJS_WRAPPER} ${source}\n})`
  const script = new vm.Script(wrapped, {
    filename: bundleFile,
    cachedData,
  })
  const cache: CodeCacheState = cachedData ? (script.cachedDataRejected ? 'rejected' : 'used') : 'none'
  const exports = runWrapped(script.runInThisContext(), bundleFile)
  return {
    exports,
    cache,
    writeCache() {
      // Written whole, then renamed: a server starting meanwhile reads the old file or the new one.
      const temporary = `${cacheFile}.${process.pid}.tmp`
      try {
        writeFileSync(temporary, Buffer.concat([Buffer.from(`${bundleFile}\0`), script.createCachedData()]))
        renameSync(temporary, cacheFile)
        return true
      } catch {
        rmSync(temporary, { force: true })
        return false
      }
    },
  }
}

/** Runs a module's wrapper function as Node's loader would; answers its `module.exports`. */
function runWrapped(wrapper: unknown, bundleFile: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> }
  const run = wrapper as (...args: unknown[]) => void
  run.call(module.exports, module.exports, createRequire(bundleFile), module, bundleFile, dirname(bundleFile))
  return module.exports
}

/**
 * The code cache in `cacheFile` if it was made from `bundleFile` where it is now. V8 keeps the
 * script's file name from the cache, so a build moved or copied with its cache would name the old
 * folder in stack traces: the file starts with the bundle's path, and another path means no cache.
 */
function readCache(cacheFile: string, bundleFile: string): Buffer | undefined {
  let file: Buffer
  try {
    file = readFileSync(cacheFile)
  } catch {
    return undefined
  }
  const header = Buffer.from(`${bundleFile}\0`)
  return file.subarray(0, header.length).equals(header) ? file.subarray(header.length) : undefined
}
