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
    // Spec section 9: at most one toast at a time, each closing after 5 seconds. Toasts sit just
    // above the bottom navigation and a page's action bar (--toast-bottom in styles.css): at the
    // top they covered the header's bell, cart and account menu on phones, and a finger resting
    // on a toast pauses it.
    <Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="bottom-center"
      theme={theme}
      richColors
      closeButton
      offset={{ bottom: 'var(--toast-bottom)' }}
      mobileOffset={{ bottom: 'var(--toast-bottom)' }}
    />
  )
}
