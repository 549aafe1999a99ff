import { useState } from 'react'
import { ApiError } from '#client/lib/api-client.ts'
import { translator } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import { ErrorCode } from '#shared/errors.ts'
import messages from '#shared/i18n/en/admin.json'

const t = translator(messages)

/**
 * The client half of ADR 015, for every admin edit form: it keeps the record the form was
 * loaded with (whose `version` the save sends back), turns a 409 EDIT_CONFLICT into a notice
 * with Reload (EditConflictAlert), and Reload fetches the latest record. Render the form with
 * `key={formKey}` so that it starts again from the reloaded values.
 */
export function useEditConflict<T extends { version: number }>(initial: T, fetchLatest: () => Promise<T>) {
  const [loaded, setLoaded] = useState(initial)
  const [generation, setGeneration] = useState(0)
  const [conflict, setConflict] = useState<string | null>(null)
  const [reloading, setReloading] = useState(false)

  /** True when the save failed because the record changed meanwhile: the notice shows instead of a toast. */
  const catchConflict = (error: unknown): boolean => {
    if (!(error instanceof ApiError && error.code === ErrorCode.EditConflict)) return false
    setConflict(error.message)
    return true
  }

  const reload = async () => {
    setReloading(true)
    try {
      setLoaded(await fetchLatest())
      setGeneration((g) => g + 1)
      setConflict(null)
    } catch {
      notify.error(t('admin.reloadFailed'))
    } finally {
      setReloading(false)
    }
  }

  return { loaded, formKey: `${loaded.version}:${generation}`, conflict, reloading, catchConflict, reload }
}
