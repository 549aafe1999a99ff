import { type ComponentProps, lazy, Suspense } from 'react'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import type { InlineAddressForm as EagerInlineAddressForm } from './inline-address-form.tsx'

// The address form (react-hook-form, ~12 KB after Brotli, and the form's own code) is a chunk of
// its own: checkout shows it only to a shopper without a saved address, or on Add New Address, so
// the usual checkout does not download it (issue 13 item 6, ADR 046). A server-drawn checkout that
// shows the form keeps the server's markup until the chunk arrives (ADR 043), and the service
// worker precaches the chunk with checkout's (vite.config.ts).
const InlineAddressFormNow = lazy(() =>
  import('./inline-address-form.tsx').then((m) => ({ default: m.InlineAddressForm })),
)

/** The address form inside a page (checkout), with its own Save and Cancel. */
export function InlineAddressForm(props: ComponentProps<typeof EagerInlineAddressForm>) {
  return (
    <Suspense fallback={<Skeleton className="h-96 rounded-2xl" />}>
      <InlineAddressFormNow {...props} />
    </Suspense>
  )
}
