import { CheckCircle2Icon, DownloadIcon, FileTextIcon, UploadIcon, XCircleIcon } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button, buttonClasses } from '#client/components/ui/button.tsx'
import { Progress } from '#client/components/ui/progress.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import { UPLOAD_LIMITS } from '#shared/constants.ts'
import messages from '#shared/i18n/en/admin.json'
import { CSV_MAX_BYTES, CSV_TEMPLATE_FILENAME, type CsvImportResult } from '#shared/schemas/admin.ts'
import { CSV_COLUMNS, CSV_REQUIRED_COLUMNS } from '#shared/schemas/product-csv.ts'
import { IMPORT_TEMPLATE_URL, useImportProducts } from '../api/import-products.ts'
import { csvRowMessageText } from '../lib/product-messages.ts'

/**
 * Bulk Product Upload (spec section 2 and 5): template, file, progress, results, format rules.
 * The server parses and checks every row; each row is saved whole or reported with its number.
 */
export function BulkUploadCard() {
  const t = useT(messages)
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState(0)
  const [result, setResult] = useState<CsvImportResult | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const upload = useImportProducts(setProgress)

  const start = () => {
    setProblem(null)
    if (!file) {
      setProblem(t('admin.csvNoFile'))
      return
    }
    if (!file.name.toLowerCase().endsWith('.csv')) {
      setProblem(t('admin.csvNotCsv'))
      notify.error(t('admin.invalidFileType'), { description: t('admin.csvNotCsv') })
      return
    }
    if (file.size > CSV_MAX_BYTES) {
      setProblem(t('admin.csvTooLarge', { max: CSV_MAX_BYTES / (1024 * 1024) }))
      notify.error(t('admin.uploadFailed'), {
        description: t('admin.csvTooLarge', { max: CSV_MAX_BYTES / (1024 * 1024) }),
      })
      return
    }
    setResult(null)
    setProgress(0)
    upload.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer)
        if (answer.failed === 0) {
          notify.success(t('admin.uploadSuccessful'), {
            description: t('admin.uploadedCount', { count: answer.successful }),
          })
        } else {
          notify.error(t('admin.uploadWithErrors'), {
            description: t('admin.uploadedFailedCount', { count: answer.successful, failed: answer.failed }),
          })
        }
        setFile(null)
        if (inputRef.current) inputRef.current.value = ''
      },
      onError: (error) => {
        const message = error instanceof ApiError && error.message ? error.message : t('admin.errorOccurred')
        setProblem(message)
        notify.error(t('admin.uploadFailed'), { description: message })
      },
    })
  }

  const shownErrors = result?.errors.slice(0, UPLOAD_LIMITS.csvErrorListLimit) ?? []
  const hiddenErrors = (result?.errors.length ?? 0) - shownErrors.length

  return (
    <div className="flex flex-col gap-5 text-sm">
      <div className="flex flex-col gap-3 rounded-2xl border border-dashed p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold">{t('admin.csvStep1')}</p>
          <a
            href={IMPORT_TEMPLATE_URL}
            download={CSV_TEMPLATE_FILENAME}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <DownloadIcon aria-hidden="true" className="size-4" />
            {t('admin.downloadTemplate')}
          </a>
        </div>
        <label htmlFor={inputId} className="font-semibold">
          {t('admin.csvStep2')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setProblem(null)
          }}
          className="block w-full text-sm text-muted-foreground file:mr-3 file:rounded-lg file:border-0 file:bg-brand-soft file:px-3 file:py-2 file:font-semibold file:text-brand-soft-foreground"
        />
        {file ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <FileTextIcon aria-hidden="true" className="size-4" />
            {t('admin.fileSize', { name: file.name, size: Math.max(1, Math.round(file.size / 1024)) })}
          </p>
        ) : null}
        {problem ? (
          <p id={`${inputId}-problem`} role="alert" className="font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <Button onClick={start} disabled={upload.isPending} className="self-start">
          <UploadIcon aria-hidden="true" className="size-4" />
          {upload.isPending ? t('admin.uploading') : t('admin.uploadCsv')}
        </Button>
        {upload.isPending ? (
          <div className="flex flex-col gap-1.5">
            <Progress value={progress} aria-label={t('admin.uploadProgress')} />
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {progress < 100 ? t('admin.uploadingPercent', { progress }) : t('admin.checkingRows')}
            </p>
          </div>
        ) : null}
      </div>

      {result ? (
        <section aria-labelledby={`${inputId}-results`} className="rounded-2xl border p-4">
          <h3 id={`${inputId}-results`} className="font-bold">
            {t('admin.uploadResults')}
          </h3>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300">
              <CheckCircle2Icon aria-hidden="true" className="size-4" />
              <span>
                <strong className="tabular-nums">{result.successful}</strong> {t('admin.successful')}
              </span>
            </p>
            <p className="flex items-center gap-2 rounded-xl bg-red-50 px-3 py-2 text-red-800 dark:bg-red-400/10 dark:text-red-300">
              <XCircleIcon aria-hidden="true" className="size-4" />
              <span>
                <strong className="tabular-nums">{result.failed}</strong> {t('admin.failed')}
              </span>
            </p>
          </div>
          {shownErrors.length > 0 ? (
            <ul aria-label={t('admin.rowErrors')} className="mt-3 flex flex-col gap-1 text-destructive">
              {shownErrors.map((error) => (
                <li key={`${error.row}-${error.message}`}>
                  {t('admin.rowError', { row: error.row, message: csvRowMessageText(error.message) })}
                </li>
              ))}
              {hiddenErrors > 0 ? (
                <li className="text-muted-foreground">{t('admin.moreErrors', { count: hiddenErrors })}</li>
              ) : null}
            </ul>
          ) : null}
        </section>
      ) : null}

      <section
        aria-label={t('admin.csvFormatLabel')}
        className="rounded-2xl bg-muted/60 p-4 text-muted-foreground"
      >
        <h3 className="mb-2 font-bold text-foreground">{t('admin.csvFormatTitle')}</h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            {t('admin.csvRuleHeader')} <code>{CSV_REQUIRED_COLUMNS.join(', ')}</code>
          </li>
          <li>
            {t('admin.csvRuleOptional')}{' '}
            <code>
              {CSV_COLUMNS.filter((c) => !(CSV_REQUIRED_COLUMNS as readonly string[]).includes(c)).join(', ')}
            </code>
          </li>
          <li>{t('admin.csvRuleQuotes')}</li>
          <li>{t('admin.csvRulePrices')}</li>
          <li>{t('admin.csvRuleCategory')}</li>
          <li>{t('admin.csvRuleBooleans')}</li>
          <li>{t('admin.csvRuleWhole')}</li>
        </ul>
      </section>
    </div>
  )
}
