import { ChevronRightIcon } from 'lucide-react'
import { Link } from 'react-router'

export function SectionHeading({
  id,
  title,
  link,
}: {
  id: string
  title: string
  link?: { to: string; label: string }
}) {
  return (
    <div className="mb-3 flex items-end justify-between gap-4">
      <h2 id={id} className="text-lg font-extrabold tracking-tight sm:text-xl">
        {title}
      </h2>
      {link ? (
        <Link to={link.to} className="flex items-center text-sm font-semibold text-primary hover:underline">
          {link.label}
          <ChevronRightIcon aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  )
}
