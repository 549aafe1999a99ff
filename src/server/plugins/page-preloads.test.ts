import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '#server/paths.ts'
import { PAGE_MODULES, pageHtmlBuilder } from './page-preloads.ts'

describe('page preloads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'freshcart-preloads-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(join(dir, '.vite'))
  writeFileSync(join(dir, 'index.html'), '<html><head><script src="/assets/index.js"></script></head></html>')
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/client/routes/category.tsx': { file: 'assets/category.js', imports: ['index.html', '_shop.js'] },
      'src/client/routes/home.tsx': { file: 'assets/home.js', imports: ['_shop.js'] },
      'src/client/routes/not-found.tsx': { file: 'assets/not-found.js' },
      '_shop.js': { file: 'assets/shop.js', imports: ['_icons.js', 'index.html'] },
      '_icons.js': { file: 'assets/icons.js', imports: ['_shop.js'] },
    }),
  )
  const html = pageHtmlBuilder(dir)!

  it("names the page's chunks and their imports, once each, without the entry", () => {
    const page = html('/category/0b9e4c1e-1c1f-4d55-9a3e-2f1d8c7a6b5e')
    const preloads = [...page.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1])
    expect(preloads).toEqual(['/assets/category.js', '/assets/shop.js', '/assets/icons.js'])
    expect(page).toContain('<script src="/assets/index.js"></script>')
  })

  it('serves unknown paths the not-found page and the home page at /', () => {
    expect(html('/no-such-page')).toContain('/assets/not-found.js')
    expect(html('/')).toContain('/assets/home.js')
    expect(html('/')).not.toContain('/assets/category.js')
  })

  it('gives up quietly without a build manifest', () => {
    const bare = mkdtempSync(join(tmpdir(), 'freshcart-preloads-bare-'))
    writeFileSync(join(bare, 'index.html'), '<html></html>')
    expect(pageHtmlBuilder(bare)).toBeNull()
    rmSync(bare, { recursive: true, force: true })
  })

  it('knows only page modules that exist and that the client router loads', () => {
    const router = readFileSync(join(PROJECT_ROOT, 'src/client/app/router.tsx'), 'utf8')
    for (const module of Object.values(PAGE_MODULES)) {
      expect(existsSync(join(PROJECT_ROOT, module)), module).toBe(true)
      expect(router, module).toContain(`#client/${module.replace('src/client/', '')}`)
    }
  })

  it("starts a drawn page's app through app-start.js, which names the entry and the page's chunks", () => {
    const built = mkdtempSync(join(tmpdir(), 'freshcart-preloads-drawn-'))
    mkdirSync(join(built, '.vite'))
    mkdirSync(join(built, 'assets'))
    writeFileSync(join(built, 'assets', 'app-start-0123abcd.js'), '')
    writeFileSync(
      join(built, 'index.html'),
      '<html><head><script type="module" crossorigin src="/assets/index-X1.js"></script></head></html>',
    )
    writeFileSync(
      join(built, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-X1.js', isEntry: true },
        'src/client/routes/home.tsx': { file: 'assets/home.js', imports: ['_shop.js'] },
        '_shop.js': { file: 'assets/shop.js', imports: ['index.html'] },
      }),
    )
    const drawnHtml = pageHtmlBuilder(built)!
    const drawn = drawnHtml('/', '<link rel="preload" as="fetch" href="/api/home">', true)
    expect(drawn).toContain(
      '<script type="module" crossorigin src="/assets/app-start-0123abcd.js" data-app="/assets/index-X1.js" data-chunks="/assets/home.js /assets/shop.js"></script>',
    )
    expect(drawn).not.toContain('modulepreload')
    expect(drawn).not.toContain('src="/assets/index-X1.js"')
    expect(drawn).toContain('<link rel="preload" as="fetch" href="/api/home"></head>')
    // A page the browser draws needs its code at once: the entry and its chunks, preloaded.
    const plain = drawnHtml('/')
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-X1.js"></script>')
    expect(plain).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">')
    expect(plain).not.toContain('app-start')
    rmSync(built, { recursive: true, force: true })
  })
})
