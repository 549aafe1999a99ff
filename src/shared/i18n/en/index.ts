// The whole English catalogue, for the server and the tests. Client code imports the one file of
// its feature instead, so each English text travels in the chunk that shows it.
// catalogues.test.ts checks every file is listed here.
import settings from './settings.json'

export const english: Record<string, string> = { ...settings }
