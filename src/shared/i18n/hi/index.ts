// The whole Hindi catalogue: one chunk, fetched when Hindi is chosen (client/lib/i18n.ts), and the
// server's Hindi for mails and notifications. catalogues.test.ts checks every file is listed here.
import settings from './settings.json'

export const hindi: Record<string, string> = { ...settings }
