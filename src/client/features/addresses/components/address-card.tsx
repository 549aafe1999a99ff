import { BriefcaseIcon, HomeIcon, MapPinIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ConfirmDialog } from '#client/components/ui/lazy-dialog.tsx'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/addresses.json'
import { formatIndianMobile } from '#shared/phone.ts'
import type { Address } from '#shared/schemas/account.ts'
import { useDeleteAddress, useSetDefaultAddress } from '../api/addresses.ts'
import { AddressArea } from './address-area.tsx'

const titleIcon = (title: string) =>
  title.toLowerCase() === 'home' ? HomeIcon : title.toLowerCase() === 'office' ? BriefcaseIcon : MapPinIcon

/** One saved address with its delivery area, Edit, Delete and Set as Default. */
export function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const t = useT(messages)
  const remove = useDeleteAddress()
  const makeDefault = useSetDefaultAddress()
  const [confirming, setConfirming] = useState(false)
  const Icon = titleIcon(address.title)
  const lines = [address.addressLine1, address.addressLine2, address.landmark].filter(Boolean).join(', ')
  return (
    <article
      aria-label={address.title}
      className="flex flex-col gap-3 rounded-2xl border bg-card p-4 data-[default=true]:border-primary/60"
      data-default={address.isDefault}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-soft-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-bold break-words">{address.title}</h2>
            {address.isDefault ? <Badge variant="success">{t('addresses.default')}</Badge> : null}
          </div>
          <p className="mt-0.5 text-sm font-medium">
            {address.recipientName} · {formatIndianMobile(address.phone)}
          </p>
          <p className="mt-1 text-sm break-words text-muted-foreground">
            {lines}
            <br />
            {address.city}, {address.state} {address.pincode}
          </p>
          <div className="mt-1.5">
            <AddressArea address={address} />
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1.5 border-t pt-3">
        {address.isDefault ? null : (
          <Button
            variant="soft"
            size="sm"
            disabled={makeDefault.isPending}
            onClick={() =>
              makeDefault.mutate(address.id, {
                onSuccess: () => notify.success(t('addresses.defaultUpdated')),
                onError: (error) => {
                  console.error('Set default failed', error)
                  notify.error(t('addresses.defaultFailed'))
                },
              })
            }
          >
            {t('addresses.setDefault')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto px-2.5"
          onClick={onEdit}
          aria-label={t('addresses.editNamed', { title: address.title })}
        >
          <PencilIcon aria-hidden="true" className="size-4" />
          {t('addresses.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="px-2.5 text-destructive hover:bg-destructive/10"
          aria-label={t('addresses.deleteNamed', { title: address.title })}
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          <Trash2Icon aria-hidden="true" className="size-4" />
          {t('addresses.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('addresses.deleteConfirm', { title: address.title })}
        description={`${address.addressLine1}, ${address.city} ${address.pincode}`}
        onConfirm={() =>
          remove.mutate(address.id, {
            onSuccess: () => notify.success(t('addresses.deleted')),
            onError: (error) => {
              console.error('Delete address failed', error)
              notify.error(t('addresses.deleteFailed'))
            },
          })
        }
      />
    </article>
  )
}
