/** Radix's `__name` calls dropped, their functions kept; null when the file has none (vite.config.ts). */
export function dropKeptNames(code: string): string | null
