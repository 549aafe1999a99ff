import { cn } from '#client/lib/cn.ts'
import type { SessionUser } from '../api/get-session.ts'

export function UserAvatar({ user, className }: { user: SessionUser; className?: string }) {
  const initial = (user.name || user.email).trim().charAt(0).toUpperCase() || 'U'
  return (
    <span
      className={cn(
        'flex size-9 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-bold text-primary-foreground ring-2 ring-brand-soft',
        className,
      )}
    >
      {user.image ? <img src={user.image} alt="" className="size-full object-cover" /> : initial}
    </span>
  )
}
