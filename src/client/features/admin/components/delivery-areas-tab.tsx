import { useQueryClient } from '@tanstack/react-query'
import { MapPinnedIcon } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Field, fieldAria, Textarea } from '#client/components/ui/field.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import {
  PINCODE_LIST_MAX,
  PINCODE_PATTERN,
  readPincodeList,
  tidyPincodeList,
} from '#shared/delivery-areas.ts'
import messages from '#shared/i18n/en/areas.json'
import type { AdminDeliveryArea } from '#shared/schemas/admin.ts'
import { deliveryAreasQueryOptions, useDeliveryAreas, useSaveAreaPincodes } from '../api/delivery-areas.ts'
import { useEditConflict } from '../hooks/use-edit-conflict.ts'
import { EditConflictAlert } from './edit-conflict-alert.tsx'
import { ListSkeleton, LoadError } from './list-states.tsx'
import { TabHeader } from './tab-header.tsx'

/**
 * Delivery Areas (ADR 019): the pincodes each area delivers to. A shopper's address is saved in
 * the area that lists its pincode, and checkout refuses pincodes no area lists.
 */
export function DeliveryAreasTab() {
  const t = useT(messages)
  const areas = useDeliveryAreas()
  return (
    <section aria-labelledby="delivery-areas-title" className="flex flex-col gap-4">
      <TabHeader id="delivery-areas-title" title={t('areas.title')} count={areas.data?.length} />
      <p className="text-sm text-muted-foreground">{t('areas.intro')}</p>
      {areas.isPending ? (
        <ListSkeleton count={3} />
      ) : areas.isError ? (
        <LoadError message={t('areas.loadFailed')} onRetry={() => void areas.refetch()} />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {areas.data.map((area) => (
            <li key={area.id}>
              <AreaCard area={area} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function AreaCard({ area }: { area: AdminDeliveryArea }) {
  const queryClient = useQueryClient()
  const edit = useEditConflict(area, async () => {
    const list = await queryClient.fetchQuery({ ...deliveryAreasQueryOptions(), staleTime: 0 })
    return list.find((a) => a.id === area.id) ?? area
  })
  return <AreaForm key={edit.formKey} area={edit.loaded} edit={edit} />
}

function AreaForm({
  area,
  edit,
}: {
  area: AdminDeliveryArea
  edit: ReturnType<typeof useEditConflict<AdminDeliveryArea>>
}) {
  const t = useT(messages)
  const save = useSaveAreaPincodes()
  const [text, setText] = useState(area.pincodes.join(', '))
  const [error, setError] = useState<string | undefined>()
  const id = `area-${area.id}-pincodes`

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const typed = readPincodeList(text)
    const bad = typed.find((pincode) => !PINCODE_PATTERN.test(pincode))
    if (bad) return setError(t('areas.badPincode', { pincode: bad }))
    // PincodeListSchema's rule, without zod on the page (issue 13 item 6).
    if (typed.length > PINCODE_LIST_MAX) return setError(t('areas.tooMany'))
    setError(undefined)
    save.mutate(
      { id: area.id, body: { version: area.version, pincodes: tidyPincodeList(typed) } },
      {
        onSuccess: (saved) => {
          setText(saved.pincodes.join(', '))
          notify.success(t('areas.saved', { name: area.name, count: saved.pincodes.length }))
        },
        onError: (failure) => {
          if (edit.catchConflict(failure)) return
          console.error('Saving the pincodes failed', failure)
          const field = failure instanceof ApiError ? Object.values(failure.fields ?? {})[0] : undefined
          setError(field ?? t('areas.saveFailed'))
        },
      },
    )
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl border bg-card p-4" noValidate>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-soft-foreground">
          <MapPinnedIcon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="flex flex-wrap items-center gap-2 font-bold">
            {area.name}
            {area.isActive ? null : <Badge>{t('areas.inactive')}</Badge>}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t('areas.savedAddresses', { area: area.area, city: area.city, count: area.addressCount })}
          </p>
        </div>
      </div>
      <EditConflictAlert
        message={edit.conflict}
        reloading={edit.reloading}
        onReload={() => void edit.reload()}
      />
      <Field
        id={id}
        label={t('areas.pincodesOf', { name: area.name })}
        error={error}
        hint={t('areas.pincodesHint')}
      >
        <Textarea
          {...fieldAria(id, error, true)}
          className="min-h-20 font-mono"
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <div>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? t('areas.saving') : t('areas.save')}
        </Button>
      </div>
    </form>
  )
}
