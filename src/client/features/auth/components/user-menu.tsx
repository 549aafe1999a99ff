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
import { meQueryOptions } from '../api/get-me.ts'
import type { SessionUser } from '../api/get-session.ts'
import { useSignOut } from '../api/sign-out.ts'
import { UserAvatar } from './user-avatar.tsx'

export function UserMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const navigate = useNavigate()
  const signOut = useSignOut()
  // The server decides who is an admin; the entry appears once it has said so.
  const isAdmin = useQuery(meQueryOptions()).data?.isAdmin === true
  return (
    // Not modal: a modal menu hides the whole page from assistive technology with aria-hidden
    // while its links stay focusable (axe aria-hidden-focus, issue 12 item 6).
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger aria-label="Account menu" className="rounded-full">
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-semibold">{user.name || 'User'}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <UserIcon aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        {isAdmin ? (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <StoreIcon aria-hidden="true" />
            Store admin
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOutIcon aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
