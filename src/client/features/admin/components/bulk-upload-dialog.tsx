import { DialogContent } from '#client/components/ui/dialog.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/admin.json'
import { BulkUploadCard } from './bulk-upload-card.tsx'

/** The Products tab's bulk upload in its dialog: a chunk loaded with the dialog's first opening. */
export function BulkUploadDialogContent() {
  const t = useT(messages)
  return (
    <DialogContent
      title={t('admin.bulkTitle')}
      description={t('admin.bulkText')}
      className="sm:w-[min(38rem,94vw)]"
    >
      <BulkUploadCard />
    </DialogContent>
  )
}
