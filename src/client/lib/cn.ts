import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names; a later Tailwind class wins over an earlier one of the same group, so
 * `<Button className="h-12">` overrides the size's height.
 *
 * tailwind-merge (even with a compact configuration) is ~3.5 KB of the shell after Brotli, which
 * kept every page's first visit above its 100 KB budget (issue 13 item 6). This resolver knows
 * the groups that components here override: layout, spacing, sizing, position, typography,
 * colours, borders, radius and effects, and agrees with tailwind-merge on them (cn.test.ts checks
 * it against tailwind-merge itself). Classes of other groups are joined as they are (the later one
 * does not remove the earlier one): add a group below when a component needs to override one.
 */

const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'contents',
  'hidden',
])
const POSITION = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky'])
const FONT_WEIGHT = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/
const TEXT_ALIGN = /^text-(left|center|right|justify|start|end)$/
const FONT_SIZE = /^text-(xs|sm|base|lg|\d?xl|\[\d[^\]]*\])$/
// Longest first, so 'inset-x-0' is not read as 'inset-…' nor 'min-w-0' as 'w-…'.
const PREFIXED = [
  'inset-x',
  'inset-y',
  'inset',
  'top',
  'right',
  'bottom',
  'left',
  'z',
  'overflow-x',
  'overflow-y',
  'overflow',
  'grid-cols',
  'gap-x',
  'gap-y',
  'gap',
  'justify',
  'items',
  'self',
  'min-w',
  'max-w',
  'min-h',
  'max-h',
  'size',
  'w',
  'h',
  'px',
  'py',
  'pt',
  'pr',
  'pb',
  'pl',
  'p',
  'mx',
  'my',
  'mt',
  'mr',
  'mb',
  'ml',
  'm',
  'leading',
  'tracking',
  'opacity',
  'animate',
]

/** The group a utility (without variants) belongs to, or null when cn does not know it. */
function groupOf(utility: string): string | null {
  const u = utility.startsWith('-') ? utility.slice(1) : utility
  if (DISPLAY.has(u)) return 'display'
  if (POSITION.has(u)) return 'position'
  if (/^flex-(row|row-reverse|col|col-reverse)$/.test(u)) return 'flex-direction'
  if (/^flex-(wrap|wrap-reverse|nowrap)$/.test(u)) return 'flex-wrap'
  if (u.startsWith('flex-')) return 'flex'
  if (/^grow(-\d+)?$/.test(u)) return 'grow'
  if (/^shrink(-\d+)?$/.test(u)) return 'shrink'
  if (TEXT_ALIGN.test(u)) return 'text-alignment'
  if (FONT_SIZE.test(u)) return 'font-size'
  if (u.startsWith('text-')) return 'text-color'
  if (FONT_WEIGHT.test(u)) return 'font-weight'
  if (/^bg-(none|gradient-|linear-|radial-)/.test(u)) return 'bg-image'
  if (u.startsWith('bg-')) return 'bg-color'
  if (/^border-(solid|dashed|dotted|double|none|hidden)$/.test(u)) return 'border-style'
  if (/^border(-\d+|-\[\d[^\]]*\])?$/.test(u)) return 'border-w'
  const side = /^border-([trbl])(-\d+)?$/.exec(u)
  if (side) return `border-w-${side[1]}`
  if (u.startsWith('border-')) return 'border-color'
  const corner = /^rounded-(tl|tr|br|bl|t|r|b|l)(-|$)/.exec(u)
  if (corner) return `rounded-${corner[1]}`
  if (u === 'rounded' || u.startsWith('rounded-')) return 'rounded'
  if (u === 'shadow' || u.startsWith('shadow-')) return 'shadow'
  for (const name of PREFIXED) if (u.startsWith(`${name}-`)) return name
  return null
}

/** Groups a class removes besides its own (tailwind-merge's conflictingClassGroups). */
const CONFLICTS: Record<string, string[]> = {
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'border-w': ['border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  rounded: ['t', 'r', 'b', 'l', 'tl', 'tr', 'br', 'bl'].map((c) => `rounded-${c}`),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
}

/** 'md:hover:!h-4' → variants 'hover:md:!' (sorted, as tailwind-merge compares them) and 'h-4'. */
function split(token: string): { variants: string; utility: string } {
  let depth = 0
  let cut = -1
  for (let i = 0; i < token.length; i++) {
    const c = token[i]
    if (c === '[') depth++
    else if (c === ']') depth--
    else if (c === ':' && depth === 0) cut = i
  }
  let utility = token.slice(cut + 1)
  const variants = cut >= 0 ? token.slice(0, cut).split(':').sort() : []
  if (utility.startsWith('!') || utility.endsWith('!')) {
    utility = utility.replace(/^!|!$/g, '')
    variants.push('!')
  }
  return { variants: variants.join(':'), utility }
}

function merge(classes: string): string {
  const taken = new Set<string>()
  const kept: string[] = []
  const tokens = classes.split(/\s+/).filter(Boolean)
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!
    const { variants, utility } = split(token)
    const group = groupOf(utility)
    if (group === null) {
      kept.push(token)
      continue
    }
    const key = `${variants}|${group}`
    if (taken.has(key)) continue
    taken.add(key)
    for (const other of CONFLICTS[group] ?? []) taken.add(`${variants}|${other}`)
    kept.push(token)
  }
  return kept.reverse().join(' ')
}

// A page draws the same few hundred class lists over and over (every card, every badge): each is
// resolved once. Resolving them on every render was the largest self time of the home page's
// scripts in a Chromium profile (72 of ~420 ms, with Lucide's icons next; issue 12 item 7).
const merged = new Map<string, string>()
const MERGED_LIMIT = 2000

export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs)
  let result = merged.get(classes)
  if (result === undefined) {
    result = merge(classes)
    if (merged.size >= MERGED_LIMIT) merged.clear()
    merged.set(classes, result)
  }
  return result
}
