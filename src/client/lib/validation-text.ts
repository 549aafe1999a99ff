import messages from '#shared/i18n/en/validation.json'
import { keyByEnglish, VALIDATION_IDS } from '#shared/i18n/validation.ts'
import { currentLocale, translator } from './i18n.ts'

// A shared schema's message as a form shows it (issue 15, ADR 032): the schema writes the spec's
// English; in another language the catalogue's text for it. Anything else (a server's own words)
// is shown as it came.

const t = translator(messages)
const idOf = keyByEnglish(messages, VALIDATION_IDS)

export function validationText(message: string): string
export function validationText(message: string | undefined): string | undefined
export function validationText(message: string | undefined): string | undefined {
  if (!message || currentLocale() === 'en') return message
  const id = idOf(message)
  return id ? t(id) : message
}
