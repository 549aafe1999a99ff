import { CheckCircle2Icon, DownloadIcon, FileTextIcon, UploadIcon, XCircleIcon } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button, buttonClasses } from '#client/components/ui/button.tsx'
import { Progress } from '#client/components/ui/progress.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { notify } from '#client/lib/toast.ts'
import { UPLOAD_LIMITS } from '#shared/constants.ts'
import { countOf } from '#shared/plural.ts'
import {
  CSV_MAX_BYTES,
  CSV_MESSAGES,
  CSV_TEMPLATE_FILENAME,
  type CsvImportResult,
} from '#shared/schemas/admin.ts'
import { CSV_COLUMNS, CSV_REQUIRED_COLUMNS } from '#shared/schemas/product-csv.ts'
import { IMPORT_TEMPLATE_URL, useImportProducts } from '../api/import-products.ts'

/**
 * Bulk Product Upload (spec section 2 and 5): template, file, progress, results, format rules.
 * The server parses and checks every row; each row is saved whole or reported with its number.
 */
export function BulkUploadCard() {
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
      setProblem(CSV_MESSAGES.noFile)
      return
    }
    if (!file.name.toLowerCase().endsWith('.csv')) {
      setProblem(CSV_MESSAGES.notCsv)
      notify.error('Invalid file type', { description: CSV_MESSAGES.notCsv })
      return
    }
    if (file.size > CSV_MAX_BYTES) {
      setProblem(CSV_MESSAGES.tooLarge)
      notify.error('Upload failed', { description: CSV_MESSAGES.tooLarge })
      return
    }
    setResult(null)
    setProgress(0)
    upload.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer)
        if (answer.failed === 0) {
          notify.success('Upload successful', {
            description: `Successfully uploaded ${countOf(answer.successful, 'product')}`,
          })
        } else {
          notify.error('Upload completed with errors', {
            description: `${countOf(answer.successful, 'product')} uploaded, ${answer.failed} failed`,
          })
        }
        setFile(null)
        if (inputRef.current) inputRef.current.value = ''
      },
      onError: (error) => {
        const message = error instanceof ApiError && error.message ? error.message : 'An error occurred'
        setProblem(message)
        notify.error('Upload failed', { description: message })
      },
    })
  }

  const shownErrors = result?.errors.slice(0, UPLOAD_LIMITS.csvErrorListLimit) ?? []
  const hiddenErrors = (result?.errors.length ?? 0) - shownErrors.length

  return (
    <div className="flex flex-col gap-5 text-sm">
      <div className="flex flex-col gap-3 rounded-2xl border border-dashed p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold">1. Get the template</p>
          <a
            href={IMPORT_TEMPLATE_URL}
            download={CSV_TEMPLATE_FILENAME}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <DownloadIcon aria-hidden="true" className="size-4" />
            Download Template
          </a>
        </div>
        <label htmlFor={inputId} className="font-semibold">
          2. Choose your CSV file
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
            {file.name} ({Math.max(1, Math.round(file.size / 1024))} KB)
          </p>
        ) : null}
        {problem ? (
          <p id={`${inputId}-problem`} role="alert" className="font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <Button onClick={start} disabled={upload.isPending} className="self-start">
          <UploadIcon aria-hidden="true" className="size-4" />
          {upload.isPending ? 'Uploading...' : 'Upload CSV'}
        </Button>
        {upload.isPending ? (
          <div className="flex flex-col gap-1.5">
            <Progress value={progress} aria-label="Upload progress" />
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {progress < 100 ? `Uploading… ${progress}%` : 'Checking and saving rows…'}
            </p>
          </div>
        ) : null}
      </div>

      {result ? (
        <section aria-labelledby={`${inputId}-results`} className="rounded-2xl border p-4">
          <h3 id={`${inputId}-results`} className="font-bold">
            Upload Results
          </h3>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300">
              <CheckCircle2Icon aria-hidden="true" className="size-4" />
              <span>
                <strong className="tabular-nums">{result.successful}</strong> successful
              </span>
            </p>
            <p className="flex items-center gap-2 rounded-xl bg-red-50 px-3 py-2 text-red-800 dark:bg-red-400/10 dark:text-red-300">
              <XCircleIcon aria-hidden="true" className="size-4" />
              <span>
                <strong className="tabular-nums">{result.failed}</strong> failed
              </span>
            </p>
          </div>
          {shownErrors.length > 0 ? (
            <ul aria-label="Row errors" className="mt-3 flex flex-col gap-1 text-destructive">
              {shownErrors.map((error) => (
                <li key={`${error.row}-${error.message}`}>
                  Row {error.row}: {error.message}
                </li>
              ))}
              {hiddenErrors > 0 ? (
                <li className="text-muted-foreground">
                  ... and {countOf(hiddenErrors, 'more error', 'more errors')}
                </li>
              ) : null}
            </ul>
          ) : null}
        </section>
      ) : null}

      <section
        aria-label="CSV format requirements"
        className="rounded-2xl bg-muted/60 p-4 text-muted-foreground"
      >
        <h3 className="mb-2 font-bold text-foreground">CSV Format Requirements</h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            The first row is the header. Required columns: <code>{CSV_REQUIRED_COLUMNS.join(', ')}</code>
          </li>
          <li>
            Optional columns:{' '}
            <code>
              {CSV_COLUMNS.filter((c) => !(CSV_REQUIRED_COLUMNS as readonly string[]).includes(c)).join(', ')}
            </code>
          </li>
          <li>Header names are case-insensitive; fields with commas or line breaks go in double quotes.</li>
          <li>Prices are in rupees with up to 2 decimals, e.g. 45 or 45.50 (₹ and commas are allowed).</li>
          <li>category_id takes a category id or a category name; unit defaults to pc.</li>
          <li>is_available and is_featured are true when the text is true or 1.</li>
          <li>Every row is saved whole or listed with its row number and the reason.</li>
        </ul>
      </section>
    </div>
  )
}
