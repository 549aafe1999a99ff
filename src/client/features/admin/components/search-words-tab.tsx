import { BookOpenIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { EmptyState } from '#client/components/empty-state.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Field, fieldAria, Input } from '#client/components/ui/field.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import { ErrorCode } from '#shared/errors.ts'
import messages from '#shared/i18n/en/search.json'
import type { AdminSearchWord } from '#shared/schemas/search.ts'
import { SEARCH_WORD_MESSAGES, splitSearchWords } from '#shared/search-words.ts'
import { useDeleteSearchWord, useSaveSearchWord, useSearchWords } from '../api/search-words.ts'
import { EditConflictAlert } from './edit-conflict-alert.tsx'
import { ListSkeleton, LoadError } from './list-states.tsx'
import { TabHeader } from './tab-header.tsx'

// The schema (and zod with it) loads when the form is first focused, not with the tab (ADR 046).
const loadSchema = () => import('#shared/schemas/search.ts')

type RuleKey = keyof typeof SEARCH_WORD_MESSAGES
type Errors = { term?: string; targets?: string }

/** Each rule's text in the catalogue (the English is the shared schema's message). */
const RULE_TEXTS = {
  empty: 'search.admin.rule.empty',
  tooLong: 'search.admin.rule.tooLong',
  control: 'search.admin.rule.control',
  noWord: 'search.admin.rule.noWord',
  twoWords: 'search.admin.rule.twoWords',
  targetCount: 'search.admin.rule.targetCount',
} as const satisfies Record<RuleKey, keyof typeof messages>

function ruleKey(message: string): RuleKey | undefined {
  return (Object.keys(SEARCH_WORD_MESSAGES) as RuleKey[]).find((k) => SEARCH_WORD_MESSAGES[k] === message)
}

/**
 * 'Search words' (issue 11, ADR 035): the store's own entries of the search dictionary, added,
 * edited and deleted here, over the dictionary FreshCart ships (shown read-only below).
 */
export function SearchWordsTab() {
  const t = useT(messages)
  const words = useSearchWords()
  const save = useSaveSearchWord()
  const remove = useDeleteSearchWord()
  const [editing, setEditing] = useState<AdminSearchWord | null>(null)
  const [term, setTerm] = useState('')
  const [targets, setTargets] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  // Someone saved this entry after it was opened here (ADR 015): Reload opens the latest.
  const [conflict, setConflict] = useState<string | null>(null)
  const [reloading, setReloading] = useState(false)

  const shown = (message: string) => {
    const key = ruleKey(message)
    return key ? t(RULE_TEXTS[key]) : message
  }

  const reset = () => {
    setConflict(null)
    setEditing(null)
    setTerm('')
    setTargets('')
    setErrors({})
  }

  const startEdit = (word: AdminSearchWord) => {
    setConflict(null)
    setEditing(word)
    setTerm(word.term)
    setTargets(word.targets.join(', '))
    setErrors({})
    document.getElementById('search-word-term')?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    let schema: Awaited<ReturnType<typeof loadSchema>>['SearchWordBodySchema']
    try {
      schema = (await loadSchema()).SearchWordBodySchema
    } catch (error) {
      console.error('Loading the search word rules failed', error)
      notify.error(t('search.admin.saveFailed'))
      return
    }
    const parsed = schema.safeParse({ term, targets: splitSearchWords(targets) })
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'targets' ? 'targets' : 'term'
        found[field] ??= shown(issue.message)
      }
      setErrors(found)
      return
    }
    setErrors({})
    save.mutate(
      { id: editing?.id ?? null, body: parsed.data, version: editing?.version },
      {
        onSuccess: () => {
          notify.success(t(editing ? 'search.admin.saved' : 'search.admin.added'))
          reset()
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === ErrorCode.EditConflict) {
            setConflict(error.message)
          } else if (error instanceof ApiError && error.status === 409) {
            setErrors({ term: t('search.admin.taken', { term: parsed.data.term }) })
          } else if (error instanceof ApiError && error.status === 400) {
            const fields = error.fields ?? {}
            const targetsError = Object.entries(fields).find(([k]) => k.includes('targets'))?.[1]
            const termError = Object.entries(fields).find(([k]) => k.includes('term'))?.[1]
            setErrors({
              ...(termError ? { term: shown(termError) } : {}),
              ...(targetsError ? { targets: shown(targetsError) } : {}),
            })
            if (!termError && !targetsError) notify.error(error.message)
          } else notify.error(t('search.admin.saveFailed'))
        },
      },
    )
  }

  const reloadEditing = async () => {
    setReloading(true)
    try {
      const latest = (await words.refetch()).data?.entries.find((w) => w.id === editing?.id)
      if (latest) startEdit(latest)
      else reset()
    } finally {
      setReloading(false)
    }
  }

  const entries = words.data?.entries ?? []
  return (
    <section aria-labelledby="search-words-heading">
      <TabHeader
        id="search-words-heading"
        title={t('search.admin.title')}
        count={words.data ? t('search.admin.count', { count: entries.length }) : ' '}
      />
      <p className="mb-4 max-w-3xl text-sm text-muted-foreground">{t('search.admin.intro')}</p>
      <EditConflictAlert message={conflict} reloading={reloading} onReload={() => void reloadEditing()} />
      <form
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadSchema().catch(() => {})}
        noValidate
        className="mb-6 grid gap-3 rounded-2xl border bg-card p-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
      >
        <Field
          id="search-word-term"
          label={t('search.admin.term')}
          hint={t('search.admin.termHint')}
          error={errors.term}
        >
          <Input
            value={term}
            maxLength={60}
            autoComplete="off"
            onChange={(e) => setTerm(e.target.value)}
            {...fieldAria('search-word-term', errors.term, true)}
          />
        </Field>
        <Field
          id="search-word-targets"
          label={t('search.admin.targets')}
          hint={t('search.admin.targetsHint')}
          error={errors.targets}
        >
          <Input
            value={targets}
            maxLength={500}
            autoComplete="off"
            onChange={(e) => setTargets(e.target.value)}
            {...fieldAria('search-word-targets', errors.targets, true)}
          />
        </Field>
        <div className="flex gap-2 sm:mt-7">
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {editing ? t('search.admin.save') : t('search.admin.add')}
          </Button>
          {editing ? (
            <Button variant="outline" onClick={reset}>
              {t('search.admin.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
      {words.isPending ? (
        <ListSkeleton />
      ) : words.isError ? (
        <LoadError message={t('search.admin.loadFailed')} onRetry={() => void words.refetch()} />
      ) : (
        <>
          {entries.length === 0 ? (
            <EmptyState icon={BookOpenIcon} title={t('search.admin.empty')} />
          ) : (
            <ul className="mb-6 divide-y rounded-2xl border bg-card">
              {entries.map((word) => (
                <li key={word.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
                  <span className="font-semibold">{word.term}</span>
                  <span aria-hidden="true" className="text-muted-foreground">
                    →
                  </span>
                  <span className="min-w-0 flex-1 text-sm">{word.targets.join(', ')}</span>
                  {word.overridesShipped ? <Badge>{t('search.admin.replacesShipped')}</Badge> : null}
                  <span className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('search.admin.edit', { term: word.term })}
                      onClick={() => startEdit(word)}
                    >
                      <PencilIcon aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('search.admin.delete', { term: word.term })}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(word.id, {
                          onSuccess: () => {
                            notify.success(t('search.admin.deleted'))
                            if (editing?.id === word.id) reset()
                          },
                          onError: () => notify.error(t('search.admin.deleteFailed')),
                        })
                      }
                    >
                      <Trash2Icon aria-hidden="true" className="size-4 text-destructive" />
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <details className="rounded-2xl border bg-card px-4 py-3">
            <summary className="cursor-pointer text-sm font-semibold">
              {t('search.admin.shipped', { count: words.data.shipped.length })}
            </summary>
            <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
              {words.data.shipped.map((entry) => (
                <li key={entry.spellings.join()} className="text-muted-foreground">
                  <span className="text-foreground">{entry.spellings.join(', ')}</span>
                  {` → ${entry.targets.join(', ')}`}
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  )
}
