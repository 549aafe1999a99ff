/**
 * The smallest "nice" axis maximum (1, 2, 2.5 or 5 times a power of ten, times `steps`) that
 * holds `value`, so gridlines fall on round numbers. At least `steps` for an all-zero series.
 */
export function niceAxis(value: number, steps = 4): { max: number; step: number } {
  if (!Number.isFinite(value) || value <= 0) return { max: steps, step: 1 }
  const rough = value / steps
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power
  // Whole-number series (orders) must not get fractional gridlines.
  const wholeStep = Math.max(1, step)
  return { max: wholeStep * steps, step: wholeStep }
}

/** Indexes of the x-axis labels to draw: about `count` evenly spaced, always the last one. */
export function labelIndexes(length: number, count: number): number[] {
  if (length <= 0) return []
  if (length <= count) return Array.from({ length }, (_, i) => i)
  const every = Math.ceil(length / count)
  const picked: number[] = []
  for (let i = length - 1; i >= 0; i -= every) picked.unshift(i)
  return picked
}
