import { clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { cn } from './cn.ts'

// cn() resolves conflicts itself (see cn.ts); for the groups it knows it must agree with
// tailwind-merge (a dev dependency kept for this comparison).
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
  ['rounded-tl-xl rounded-br-xl bg-offer px-1.5', 'rounded-none rounded-tl-xl rounded-br-xl'],
  [
    'rounded-md px-1.5 py-1 text-[11px] leading-none',
    'absolute top-4 left-4 rounded-lg px-2.5 py-1.5 text-sm',
  ],
  ['h-8 min-w-16 rounded-lg border border-primary', 'min-w-44 lg:min-w-56'],
  ['inline-flex shrink-0 items-center', 'lg:w-full w-full shrink'],
  ['hover:bg-muted focus-visible:outline-2', 'hover:bg-destructive/10 text-destructive'],
  ['md:hover:h-4', 'hover:md:h-8'],
  ['grow', 'flex-1'],
  ['border-t border-input', 'border-t-0 border-2'],
  ['-mt-1 mt-2', '-mt-3'],
  ['text-white/90 bg-black/70', 'text-primary-foreground bg-primary'],
  ['overflow-hidden', 'overflow-x-auto'],
  ['font-semibold text-xs leading-3.5', 'text-base'],
  ['!h-4 h-8', 'h-10'],
]

describe('cn', () => {
  it.each(overrides)('merges %s with %s like tailwind-merge does', (base, override) => {
    expect(cn(base, override)).toBe(twMerge(clsx(base, override)))
  })

  it('joins conditional classes', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false }, ['d'])).toBe('a b d')
  })
})
