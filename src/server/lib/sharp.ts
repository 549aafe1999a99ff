import type sharp from 'sharp'

let loading: Promise<typeof sharp> | undefined

/**
 * sharp (libvips), loaded on the first picture rather than at start: importing it costs about
 * 0.1 s of CPU and 23–28 MB resident, and most starts never draw or re-encode a picture (ADR 039).
 */
export function loadSharp(): Promise<typeof sharp> {
  loading ??= import('sharp').then((m) => m.default)
  return loading
}
