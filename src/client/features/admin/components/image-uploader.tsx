import { ImageIcon, ImagePlusIcon, LoaderCircleIcon, Trash2Icon } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { Progress } from '#client/components/ui/progress.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import { UPLOAD_LIMITS } from '#shared/constants.ts'
import messages from '#shared/i18n/en/admin.json'
import type { UploadedProductImage } from '#shared/schemas/admin.ts'
import { uploadProductImage } from '../api/product-images.ts'
import { compressImage } from '../lib/compress-image.ts'

const ALLOWED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif']
const ALLOWED_EXTENSIONS = /\.(jpe?g|png|webp|gif)$/i
const MAX_MB = UPLOAD_LIMITS.imageMaxBytes / (1024 * 1024)

type ImageUploaderProps = {
  /** The picture shown now (an upload's URL or the product's outside URL), or null. */
  previewUrl: string | null
  onUploaded: (image: UploadedProductImage) => void
  onRemove: () => void
  /** Shown under the control, e.g. the server's message for the image field. */
  error?: string | undefined
  disabled?: boolean
  onBusyChange?: (busy: boolean) => void
}

/**
 * The reusable image uploader (spec section 2): preview, 'Choose Image' / 'Change Image', a
 * remove button and upload progress. Pictures above 1 MB are compressed in the browser first
 * (longest side 1920 px, JPEG 0.85); the server checks the content again and re-encodes it.
 */
export function ImageUploader({
  previewUrl,
  onUploaded,
  onRemove,
  error,
  disabled,
  onBusyChange,
}: ImageUploaderProps) {
  const t = useT(messages)
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [stage, setStage] = useState<'idle' | 'compressing' | 'uploading'>('idle')
  const [progress, setProgress] = useState(0)
  const [problem, setProblem] = useState<string | null>(null)
  const busy = stage !== 'idle'

  const setBusy = (next: typeof stage) => {
    setStage(next)
    onBusyChange?.(next !== 'idle')
  }

  const pick = async (picked: File | undefined) => {
    if (inputRef.current) inputRef.current.value = ''
    if (!picked) return
    setProblem(null)
    if (!(ALLOWED_TYPES.includes(picked.type) || (!picked.type && ALLOWED_EXTENSIONS.test(picked.name)))) {
      setProblem(t('admin.imageInvalidType'))
      notify.error(t('admin.imageInvalidType'))
      return
    }
    let file = picked
    try {
      setBusy('compressing')
      file = await compressImage(picked)
    } catch {
      setBusy('idle')
      setProblem(t('admin.imageCompressionFailed'))
      notify.error(t('admin.imageCompressionFailed'))
      return
    }
    if (file.size > UPLOAD_LIMITS.imageMaxBytes) {
      setBusy('idle')
      const message = t('admin.imageTooLarge', { max: MAX_MB })
      setProblem(message)
      notify.error(message)
      return
    }
    setProgress(0)
    setBusy('uploading')
    try {
      const image = await uploadProductImage(file, setProgress)
      onUploaded(image)
    } catch (cause) {
      const message = cause instanceof ApiError ? cause.message : undefined
      setProblem(message ?? t('admin.imageUploadFailed'))
      notify.error(t('admin.imageUploadFailed'), message ? { description: message } : undefined)
    } finally {
      setBusy('idle')
    }
  }

  const shownProblem = problem ?? error
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-4">
        <div className="relative flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-2xl border bg-muted">
          {previewUrl ? (
            <img src={previewUrl} alt={t('admin.imagePreview')} className="size-full object-contain p-1.5" />
          ) : (
            <ImageIcon aria-hidden="true" className="size-9 text-muted-foreground" strokeWidth={1.5} />
          )}
          {busy ? (
            <div className="absolute inset-0 flex items-center justify-center bg-card/70">
              <LoaderCircleIcon aria-hidden="true" className="size-6 animate-spin text-primary" />
            </div>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            // Opened by the visible button below; hidden from assistive tech to avoid a second control.
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            disabled={disabled || busy}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={disabled || busy}
              onClick={() => inputRef.current?.click()}
            >
              <ImagePlusIcon aria-hidden="true" className="size-4" />
              {previewUrl ? t('admin.changeImage') : t('admin.chooseImage')}
            </Button>
            {previewUrl ? (
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:bg-destructive/10"
                disabled={disabled || busy}
                onClick={() => {
                  setProblem(null)
                  onRemove()
                }}
              >
                <Trash2Icon aria-hidden="true" className="size-4" />
                {t('admin.remove')}
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground">{t('admin.imageFormats', { max: MAX_MB })}</p>
          {stage === 'compressing' ? (
            <p className="text-xs text-muted-foreground">{t('admin.compressing')}</p>
          ) : null}
          {stage === 'uploading' ? (
            <div className="flex items-center gap-2">
              <Progress value={progress} aria-label={t('admin.imageProgress')} className="flex-1" />
              <span className="w-10 text-right text-xs tabular-nums text-muted-foreground">{progress}%</span>
            </div>
          ) : null}
        </div>
      </div>
      {shownProblem ? <p className="text-sm font-medium text-destructive">{shownProblem}</p> : null}
    </div>
  )
}
