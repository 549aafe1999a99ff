import { useEffect } from 'react'
import { Toaster } from 'sonner'
import { useTheme } from '#client/lib/theme.ts'
import { toasterMounted } from '#client/lib/toast.ts'
import { TOAST_DURATION_MS } from '#shared/constants.ts'

/** Loaded with the first toast (see lib/toast.ts). */
export function AppToaster() {
  const theme = useTheme()
  // sonner's Toaster subscribes in its own effect, which runs before this parent's effect.
  useEffect(() => toasterMounted(), [])
  return (
    // Spec section 9: at most one toast at a time, each closing after 5 seconds.
    <Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      theme={theme}
      richColors
      closeButton
      offset={{ top: 12 }}
      mobileOffset={{ top: 12 }}
    />
  )
}
