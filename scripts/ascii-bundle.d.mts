/** The server bundle written in ASCII, meaning the same (ADR 062). */
export function asciiSource(code: string): string
