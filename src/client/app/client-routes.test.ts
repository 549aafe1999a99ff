import { matchRoutes } from 'react-router'
import { describe, expect, test } from 'vitest'
import { CLIENT_ROUTES, matchClientRoute } from '#shared/client-routes.ts'

// The server decides 200 or 404 with matchClientRoute; the browser shows a page with React
// Router. Both must read CLIENT_ROUTES the same way, or a page would be a 404 to crawlers (or a
// soft 404 would come back).

const routes = [
  ...Object.entries(CLIENT_ROUTES).map(([name, r]) => ({ id: name, path: r.path })),
  { id: 'not-found', path: '*' },
]

const reactRouterPage = (path: string) => matchRoutes(routes, path)?.[0]?.route.id ?? null

const ID = '3f0c6c1e-7f7e-4a43-9d8a-2b2f1f7a9c11'

describe('the server matches client routes as React Router does', () => {
  test.each([
    '/',
    '/categories',
    '/categories/',
    '/CATEGORIES',
    `/category/${ID}`,
    '/category/not-a-uuid',
    '/category/',
    `/category/${ID}/extra`,
    `/product/${ID}`,
    '/product/a%20b',
    '/search',
    '/profile',
    '/profile/edit',
    '/profile/unknown',
    '/orders',
    `/order/${ID}`,
    '/order-confirmation',
    '/admin',
    '/admin/',
    '/admin/products',
    '/404',
    '/robots.txt',
    '/definitely/not/a/page',
    '//cart',
    '/cart//',
    '/category//',
    '/profile//edit',
  ])('%s', (path) => {
    const ours = matchClientRoute(path)?.name ?? null
    const theirs = reactRouterPage(path)
    expect(ours).toBe(theirs === 'not-found' ? null : theirs)
  })

  test('params are read as React Router reads them', () => {
    expect(matchClientRoute(`/product/${ID}`)?.params).toEqual({ id: ID })
    expect(matchClientRoute('/product/a%20b')?.params).toEqual({ id: 'a b' })
  })
})
