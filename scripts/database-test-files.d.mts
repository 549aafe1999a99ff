export function testFiles(root: string, dirs?: string[]): string[]
export function databaseTestFiles(root: string, files?: string[]): string[]
