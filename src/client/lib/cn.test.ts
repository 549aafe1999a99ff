import { clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { cn } from './cn.ts'

// cn() uses a compact tailwind-merge configuration (see cn.ts); for the groups it knows it must
// agree with the full one.
const overrides: [string, string][] = [
  ['h-8 gap-1.5 rounded-lg px-3 text-sm', 'h-9 px-3.5'],
  [
    'border border-input bg-card text-foreground hover:bg-muted',
    'border-0 bg-white text-green-700 hover:bg-white/90',
  ],
  ['absolute -top-1.5 -right-2 h-[18px] text-[10px]', '-top-0.5 -right-1'],
  ['rounded-md px-2 py-0.5 text-xs font-semibold', 'rounded-lg px-2.5 py-1 text-sm'],
  ['flex flex-col items-start', 'hidden md:flex'],
  ['px-2', 'p-4'],
  ['text-sm leading-5 text-muted-foreground', 'text-base text-primary'],
  ['rounded-t-3xl border-t', 'md:rounded-none md:border-t-0'],
  ['h-8 min-w-16 font-bold', 'h-12 w-40 text-base'],
  ['flex-1', 'flex-none'],
  ['border-2 border-transparent', 'border-primary'],
  ['inset-x-0 bottom-0', 'md:inset-x-auto md:right-0'],
  ['mt-2 mb-4', 'my-0'],
  ['shadow-sm', 'shadow-lg'],
  ['z-40 opacity-50', 'z-50 opacity-100'],
  ['size-9 rounded-full', 'size-11'],
  ['justify-between items-end', 'justify-center'],
  ['font-semibold tracking-wide', 'font-extrabold tracking-tight'],
  ['max-h-[88dvh] w-[min(24rem,92vw)]', 'md:max-h-none md:w-96'],
]

describe('cn', () => {
  it.each(overrides)('merges %s with %s like tailwind-merge does', (base, override) => {
    expect(cn(base, override)).toBe(twMerge(clsx(base, override)))
  })

  it('joins conditional classes', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false }, ['d'])).toBe('a b d')
  })
})
