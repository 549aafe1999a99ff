import { useQuery } from '@tanstack/react-query'
import { LogOutIcon, StoreIcon, UserIcon } from 'lucide-react'
import { useNavigate } from 'react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'
import { meQueryOptions } from '../api/get-me.ts'
import type { SessionUser } from '../api/get-session.ts'
import { useSignOut } from '../api/sign-out.ts'
import { UserAvatar } from './user-avatar.tsx'

export function UserMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const t = useT(messages)
  const navigate = useNavigate()
  const signOut = useSignOut()
  // The server decides who is an admin; the entry appears once it has said so.
  const isAdmin = useQuery(meQueryOptions()).data?.isAdmin === true
  return (
    // Not modal: a modal menu hides the whole page from assistive technology with aria-hidden
    // while its links stay focusable (axe aria-hidden-focus, issue 12 item 6).
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger aria-label={t('common.accountMenu')} className="rounded-full">
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-semibold">{user.name || t('common.user')}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <UserIcon aria-hidden="true" />
          {t('common.profile')}
        </DropdownMenuItem>
        {isAdmin ? (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <StoreIcon aria-hidden="true" />
            {t('common.storeAdmin')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOutIcon aria-hidden="true" />
          {t('common.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
