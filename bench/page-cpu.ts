// What a shop page costs the browser while the shopper only looks at it or scrolls it (ADR 073):
// Chromium's CPU a second (the sum over every process of the Chromium this script starts: browser,
// renderers, GPU/compositor, utility; lib/cpu.ts) on pages of running stores, headless with software compositing as on this machine.
// States, each for --seconds after a second to settle: at the top, still; scrolled to the end,
// still; scrolled by the mouse wheel (120 px down or up every ~30 ms). Several stores (e.g. A =
// a build before a change, B = after) are measured in turn, round after round.
//
//   npx tsx bench/page-cpu.ts --seconds 6 --rounds 2 \
//     "A=http://localhost:4801/search?q=milk" "B=http://localhost:4800/search?q=milk"
import { parseArgs } from 'node:util'
import { type Browser, chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../playwright.config.ts'
import { descendantsCpuMs } from './lib/cpu.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '6' },
    rounds: { type: 'string', default: '2' },
    width: { type: 'string', default: '390' },
    height: { type: 'string', default: '844' },
  },
})
const seconds = Number(values.seconds)
const targets = positionals.map((p) => {
  const at = p.indexOf('=')
  return at > 0 && !p.startsWith('http')
    ? { label: p.slice(0, at), url: p.slice(at + 1) }
    : { label: p, url: p }
})
if (targets.length === 0)
  throw new Error('usage: npx tsx bench/page-cpu.ts [--seconds 6 --rounds 2] "A=<url>" …')

async function measure(page: Page, act: () => Promise<void>): Promise<number> {
  await page.waitForTimeout(1000)
  const before = descendantsCpuMs(process.pid)
  const start = Date.now()
  await act()
  return (descendantsCpuMs(process.pid) - before) / ((Date.now() - start) / 1000)
}

async function onePage(browser: Browser, url: string) {
  const page = await browser.newPage({
    viewport: { width: Number(values.width), height: Number(values.height) },
  })
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  const still = () => page.waitForTimeout(seconds * 1000)
  const top = await measure(page, still)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const end = await measure(page, still)
  await page.evaluate(() => window.scrollTo(0, 0))
  const scrolling = await measure(page, async () => {
    const until = Date.now() + seconds * 1000
    for (let step = 0; Date.now() < until; step++) {
      await page.mouse.move(Number(values.width) / 2, Number(values.height) / 2)
      await page.mouse.wheel(0, step % 40 < 20 ? 120 : -120)
      await page.waitForTimeout(16)
    }
  })
  await page.close()
  return { top, end, scrolling }
}

// The journeys' Chromium and switches (playwright.config.ts): what they cost is what this reads.
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const results = new Map<string, { top: number[]; end: number[]; scrolling: number[] }>()
for (let round = 1; round <= Number(values.rounds); round++) {
  for (const { label, url } of targets) {
    const r = await onePage(browser, url)
    const all = results.get(label) ?? { top: [], end: [], scrolling: [] }
    all.top.push(r.top)
    all.end.push(r.end)
    all.scrolling.push(r.scrolling)
    results.set(label, all)
    console.log(
      `round ${round} ${label}: at the top ${r.top.toFixed(0)}, scrolled to the end ${r.end.toFixed(0)}, ` +
        `scrolling ${r.scrolling.toFixed(0)} ms of Chromium CPU a second`,
    )
  }
}
await browser.close()
const range = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`
console.log('\nms of Chromium CPU a second (min–max over the rounds):')
for (const [label, r] of results) {
  console.log(
    `  ${label}: at the top ${range(r.top)}, scrolled to the end ${range(r.end)}, scrolling ${range(r.scrolling)}`,
  )
}
