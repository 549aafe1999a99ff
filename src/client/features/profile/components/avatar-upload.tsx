import { CameraIcon, LoaderCircleIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '#client/lib/api-client.ts'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import { validationText } from '#client/lib/validation-text.ts'
import { UPLOAD_LIMITS } from '#shared/constants.ts'
import messages from '#shared/i18n/en/profile.json'
import {
  ALLOWED_IMAGE_TYPES,
  INVALID_IMAGE_TYPE_MESSAGE,
  imageTooLargeMessage,
} from '#shared/image-uploads.ts'
import { useUploadAvatar } from '../api/upload-avatar.ts'
import { ProfileAvatar } from './profile-avatar.tsx'

/** The checks the server makes again (by content): type and size, with the spec's messages. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return INVALID_IMAGE_TYPE_MESSAGE
  if (file.size > UPLOAD_LIMITS.imageMaxBytes) return imageTooLargeMessage(UPLOAD_LIMITS.imageMaxBytes)
  return null
}

/** Edit profile's camera button (decisions.md 11): the chosen picture shows at once, then uploads. */
export function AvatarUpload({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const t = useT(messages)
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadAvatar()
  const [preview, setPreview] = useState<string | null>(null)

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  const choose = (file: File | undefined) => {
    if (!file) return
    const problem = avatarFileProblem(file)
    if (problem) {
      notify.error(validationText(problem))
      return
    }
    setPreview(URL.createObjectURL(file))
    upload.mutate(file, {
      onSuccess: () => notify.success(t('profile.photoUpdated')),
      onError: (error) => {
        console.error('Avatar upload failed', error)
        notify.error(
          error instanceof ApiError && error.status < 500 ? error.message : t('profile.uploadFailed'),
        )
      },
      onSettled: () => setPreview(null),
    })
  }

  return (
    <div className="flex flex-col items-center gap-2">
      <div className="relative">
        <ProfileAvatar name={name} src={preview ?? avatarUrl} className="size-24" />
        {upload.isPending ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/40 text-white">
            <LoaderCircleIcon aria-hidden="true" className="size-7 animate-spin" />
            <span className="sr-only">{t('profile.uploadingPhoto')}</span>
          </span>
        ) : null}
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          aria-label={t('profile.changePhoto')}
          className="absolute -right-1 -bottom-1 flex size-9 items-center justify-center rounded-full border-2 border-card bg-primary text-primary-foreground shadow transition hover:brightness-110 disabled:opacity-60"
        >
          <CameraIcon aria-hidden="true" className="size-4" />
        </button>
      </div>
      <input
        ref={input}
        type="file"
        accept={ALLOWED_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('profile.photoFile')}
        onChange={(event) => {
          choose(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <p className="text-xs text-muted-foreground">{t('profile.photoRule')}</p>
    </div>
  )
}
