import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * What the shopper's first page downloads: index.html's entry script, its modulepreloads and
 * stylesheets, from the build output. Lazily loaded chunks (other routes, admin) are not counted.
 */
export function homePageBundle(distDir = 'dist/client') {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const refs = new Set<string>()
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)) refs.add(m[1]!)
  const files = [...refs].map((ref) => {
    const buf = readFileSync(join(distDir, ref))
    return { file: ref, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length }
  })
  const sum = (kind: string) => files.filter((f) => f.file.endsWith(kind)).reduce((a, f) => a + f.gzip, 0)
  return { files, jsGzip: sum('.js'), cssGzip: sum('.css') }
}
