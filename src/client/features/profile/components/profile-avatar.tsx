import { cn } from '#client/lib/cn.ts'

/** The user's picture, or their initial on the brand colour. */
export function ProfileAvatar({
  name,
  src,
  className,
}: {
  name: string
  src: string | null | undefined
  className?: string
}) {
  const initial = name.trim().charAt(0).toUpperCase() || 'U'
  return (
    <span
      className={cn(
        'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-3xl font-bold text-primary-foreground ring-4 ring-brand-soft',
        className,
      )}
    >
      {src ? <img src={src} alt="" className="size-full object-cover" /> : initial}
    </span>
  )
}
