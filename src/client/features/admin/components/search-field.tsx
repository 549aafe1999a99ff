import { SearchIcon } from 'lucide-react'
import { Input } from '#client/components/ui/field.tsx'
import { cn } from '#client/lib/cn.ts'

type SearchFieldProps = {
  value: string
  onChange: (value: string) => void
  placeholder: string
  /** The accessible name, e.g. 'Search orders'. */
  label: string
  className?: string
}

/** The search box at the top of an admin tab; it filters as the admin types. */
export function SearchField({ value, onChange, placeholder, label, className }: SearchFieldProps) {
  return (
    <div className={cn('relative', className)}>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 pl-10"
        enterKeyHint="search"
      />
    </div>
  )
}
