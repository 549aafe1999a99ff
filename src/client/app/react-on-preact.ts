// What `react` is to the bundler (vite.config.ts PREACT_ALIASES, ADR 065): Preact's compat layer,
// which runs the store's React code in the browser, in the server's renderer and in the tests,
// with one change: `lazy` marks the part it draws, so that Preact, hydrating a server-drawn page
// before the part's code has arrived, keeps the server's markup of the whole part (not only its
// first element) and takes it over once the code is in. Its types are React's (@types/react).
import { createElement, Fragment, lazy as preactLazy } from 'preact/compat'
import type { ComponentType, ReactNode, lazy as reactLazy } from 'react'
import { hydrationWaitsFor, isTakingOver } from './hydration-state.ts'

// @ts-expect-error preact/compat's types are written `export =`; the module itself has named exports
export * from 'preact/compat'
export { default } from 'preact/compat'

/**
 * Preact's hydration keeps a suspended component's markup from a `<!--$s-->` comment to its
 * `<!--/$s-->` (without them, only the first element, and the rest is thrown away as not
 * matching). The server's renderer writes those comments only around a part that suspended
 * there, which a module already loaded in the server process no longer does; so every lazy part
 * writes them itself (preact-render-to-string draws `UNSTABLE_comment` as a comment; in the
 * browser they draw nothing).
 */
export const partStart = (): ReactNode =>
  createElement(Fragment, { UNSTABLE_comment: '$s' } as never) as unknown as ReactNode
export const partEnd = (): ReactNode =>
  createElement(Fragment, { UNSTABLE_comment: '/$s' } as never) as unknown as ReactNode

export const lazy = (<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => {
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  let loaded = false
  const start = () => {
    loading ??= load().finally(() => {
      loaded = true
    })
    return loading
  }
  const Part = preactLazy(start as never)
  // biome-ignore lint/correctness/noComponentHookFactories: a factory of components, as React's lazy is
  function Lazy(props: P) {
    // The app counts itself as having taken the page over once such a part is in (app-start.js).
    if (!loaded && isTakingOver()) hydrationWaitsFor(start())
    return createElement(
      Fragment,
      null,
      partStart() as never,
      createElement(Part as never, props as never),
      partEnd() as never,
    )
  }
  return Lazy
}) as unknown as typeof reactLazy
