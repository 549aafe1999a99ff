import type { BuildOptions, Plugin } from 'esbuild'

/** A dependency's line the server bundle changes (ADR 080). */
export type Patch = { file: RegExp; from: string; to: string }
export const PATCHES: Patch[]
/** The file's text with its patch applied; throws when the patched text is not found. */
export function patchedText(path: string, text: string, patch: Patch): string
/** An esbuild plugin applying `patches` (PATCHES); the build fails when one of them matched no file. */
export function patchDependencies(patches?: Patch[], readFile?: (path: string) => string): Plugin
/** Packages left out of the server bundle. */
export const SERVER_EXTERNALS: string[]
/** esbuild's options for the server bundle (dist/server/server.cjs). */
export const SERVER_BUNDLE_OPTIONS: BuildOptions
