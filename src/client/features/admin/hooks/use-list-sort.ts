import { useState } from 'react'
import type { SortDirection } from '#shared/schemas/admin.ts'

export type ListSort<K extends string> = {
  sort: K
  dir: SortDirection
  /**
   * Sorts by `key`: a new column starts in `firstDir` (A→Z for names, highest first for
   * figures), the same column again flips the direction.
   */
  sortBy: (key: K, firstDir: SortDirection) => void
}

/** A table's sort column and direction; the list's natural order (newest first) to begin with. */
export function useListSort<K extends string>(initial: K, onChange: () => void): ListSort<K> {
  const [state, setState] = useState<{ sort: K; dir: SortDirection }>({ sort: initial, dir: 'desc' })
  return {
    ...state,
    sortBy: (key, firstDir) => {
      setState((current) =>
        current.sort === key
          ? { sort: key, dir: current.dir === 'asc' ? 'desc' : 'asc' }
          : { sort: key, dir: firstDir },
      )
      onChange()
    },
  }
}
