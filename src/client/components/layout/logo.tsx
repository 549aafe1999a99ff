import { cn } from '#client/lib/cn.ts'

/** The basket mark of public/favicon.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="16" fill="#16a34a" />
      <path
        d="M14 24h36l-4 22a4 4 0 0 1-4 3H22a4 4 0 0 1-4-3z"
        fill="#fff"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M22 24l6-10M42 24l-6-10" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M26 31v11M32 31v11M38 31v11" stroke="#16a34a" strokeWidth="3" strokeLinecap="round" />
      <circle cx="48" cy="15" r="6" fill="#facc15" />
    </svg>
  )
}
