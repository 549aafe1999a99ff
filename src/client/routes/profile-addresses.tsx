import { MapPinIcon, PlusIcon, RefreshCwIcon } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { EmptyState } from '#client/components/empty-state.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/lazy-dialog.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { AddressCard, useAddresses } from '#client/features/addresses/public.ts'
import { RequireAuth } from '#client/features/auth/components/require-auth.tsx'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/addresses.json'
import type { Address } from '#shared/schemas/account.ts'

// The form (react-hook-form, zod resolver) loads when the dialog first opens.
const AddressDialogContent = lazy(() =>
  import('#client/features/addresses/components/address-dialog.tsx').then((m) => ({
    default: m.AddressDialogContent,
  })),
)

/** Addresses (spec section 2): list with Default tag, add/edit dialog, delete, Set as Default. */
export function ProfileAddressesRoute() {
  const t = useT(messages)
  return (
    <RequireAuth>
      <PageTitle title={t('addresses.pageTitle')} />
      <AddressBook />
    </RequireAuth>
  )
}

function AddressBook() {
  const t = useT(messages)
  const addresses = useAddresses()
  // undefined: closed; null: adding; an address: editing it.
  const [editing, setEditing] = useState<Address | null | undefined>(undefined)

  useEffect(() => {
    if (addresses.isError) {
      console.error(addresses.error)
      notify.error(t('addresses.loadFailed'))
    }
  }, [addresses.isError, addresses.error, t])

  const items = addresses.data ?? []
  const addButton = (label: string) => (
    <Button onClick={() => setEditing(null)}>
      <PlusIcon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  )

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title={t('addresses.pageTitle')}
        action={items.length > 0 ? addButton(t('addresses.addNew')) : null}
      />
      {addresses.isPending ? (
        <div aria-busy="true" className="grid gap-3 md:grid-cols-2">
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : addresses.isError ? (
        <EmptyState
          icon={RefreshCwIcon}
          title={t('addresses.loadFailed')}
          action={<Button onClick={() => void addresses.refetch()}>{t('addresses.tryAgain')}</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={MapPinIcon}
          title={t('addresses.empty')}
          description={t('addresses.emptyHint')}
          action={addButton(t('addresses.addFirst'))}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((address) => (
            <li key={address.id} className="flex">
              <div className="w-full">
                <AddressCard address={address} onEdit={() => setEditing(address)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== undefined} onOpenChange={(open) => (open ? null : setEditing(undefined))}>
        {editing !== undefined ? (
          <Suspense fallback={null}>
            <AddressDialogContent
              key={editing?.id ?? 'new'}
              address={editing}
              onDone={() => setEditing(undefined)}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </div>
  )
}
