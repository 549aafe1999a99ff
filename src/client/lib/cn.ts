import { type ClassValue, clsx } from 'clsx'
import { type Config, createTailwindMerge, validators } from 'tailwind-merge'

/**
 * Joins class names; a later Tailwind class wins over an earlier one of the same group, so
 * `<Button className="h-12">` overrides the size's height.
 *
 * tailwind-merge's default configuration (every Tailwind utility) is ~6 KB gzipped, which would
 * push the first page past its 120 KB budget (ARCHITECTURE.md, Client). This compact
 * configuration knows the groups that components here override: layout, spacing, sizing,
 * position, typography, colours, borders, radius and effects. Classes of other groups are
 * joined as they are (the later one does not remove the earlier one): add a group below when a
 * component needs to override one.
 */
const { isAny, isArbitraryLength, isNumber, isTshirtSize } = validators
const any = [isAny]
const edge = (name: string) => ({ [name]: any })
const sides = (name: string) =>
  Object.fromEntries(
    ['', 'x', 'y', 't', 'r', 'b', 'l'].map((s) => [
      s ? `${name}${s}` : name,
      [edge(s ? `${name}${s}` : name)],
    ]),
  )
const corners = ['t', 'r', 'b', 'l', 'tl', 'tr', 'br', 'bl']

const config = (): Config<string, string> => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'contents',
      'hidden',
    ],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    inset: [edge('inset')],
    'inset-x': [edge('inset-x')],
    'inset-y': [edge('inset-y')],
    top: [edge('top')],
    right: [edge('right')],
    bottom: [edge('bottom')],
    left: [edge('left')],
    z: [edge('z')],
    overflow: [edge('overflow')],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    flex: [edge('flex')],
    grow: [{ grow: ['', isNumber] }],
    shrink: [{ shrink: ['', isNumber] }],
    'grid-cols': [edge('grid-cols')],
    gap: [edge('gap')],
    'gap-x': [edge('gap-x')],
    'gap-y': [edge('gap-y')],
    justify: [edge('justify')],
    items: [edge('items')],
    self: [edge('self')],
    ...sides('p'),
    ...sides('m'),
    w: [edge('w')],
    h: [edge('h')],
    size: [edge('size')],
    'min-w': [edge('min-w')],
    'max-w': [edge('max-w')],
    'min-h': [edge('min-h')],
    'max-h': [edge('max-h')],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'font-size': [{ text: ['base', isTshirtSize, isArbitraryLength] }],
    'text-color': [edge('text')],
    'font-weight': [
      { font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] },
    ],
    leading: [edge('leading')],
    tracking: [edge('tracking')],
    'bg-image': [{ bg: ['none', edge('gradient'), edge('linear'), edge('radial')] }],
    'bg-color': [edge('bg')],
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden'] }],
    'border-w': [{ border: ['', isNumber, isArbitraryLength] }],
    ...Object.fromEntries(
      corners.slice(0, 4).map((s) => [`border-w-${s}`, [{ [`border-${s}`]: ['', isNumber] }]]),
    ),
    'border-color': [edge('border')],
    rounded: [{ rounded: ['', isAny] }],
    ...Object.fromEntries(corners.map((c) => [`rounded-${c}`, [{ [`rounded-${c}`]: ['', isAny] }]])),
    shadow: [{ shadow: ['', isAny] }],
    opacity: [edge('opacity')],
    animate: [edge('animate')],
  },
  conflictingClassGroups: {
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
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
    'border-w': corners.slice(0, 4).map((s) => `border-w-${s}`),
    rounded: corners.map((c) => `rounded-${c}`),
    'rounded-t': ['rounded-tl', 'rounded-tr'],
    'rounded-r': ['rounded-tr', 'rounded-br'],
    'rounded-b': ['rounded-br', 'rounded-bl'],
    'rounded-l': ['rounded-tl', 'rounded-bl'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: [],
})

const merge = createTailwindMerge(config)

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs))
}
