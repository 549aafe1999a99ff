// @vitest-environment happy-dom
import type { QueryFunction } from '@tanstack/react-query'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { sessionQueryOptions } from '#client/features/auth/api/get-session.ts'
import { cartQueryOptions } from '#client/features/cart/api/get-cart.ts'
import { categoriesQueryOptions } from '#client/features/catalog/api/get-categories.ts'
import { categoryQueryOptions } from '#client/features/catalog/api/get-category.ts'
import { categoryProductsQueryOptions } from '#client/features/catalog/api/get-category-products.ts'
import { homeStripsQueryOptions } from '#client/features/catalog/api/get-home-strips.ts'
import { productQueryOptions } from '#client/features/catalog/api/get-product.ts'
import { relatedProductsQueryOptions } from '#client/features/catalog/api/get-related-products.ts'
import { FIRST_PAGE } from '#client/features/catalog/api/paging.ts'
import { searchParamsOf, searchProductsQueryOptions } from '#client/features/catalog/api/search-products.ts'
import { filtersToApiParams, readFilters } from '#client/features/catalog/hooks/product-filters.ts'
import { deliveryLocationsQueryOptions } from '#client/features/delivery/api/get-delivery-locations.ts'
import { earliestSlotQueryOptions } from '#client/features/delivery/api/get-earliest-slot.ts'
import { favoriteIdsQueryOptions } from '#client/features/favorites/api/get-favorite-ids.ts'
import { notificationsQueryOptions } from '#client/features/notifications/api/notifications.ts'
import { buyAgainQueryOptions } from '#client/features/orders/api/get-buy-again.ts'
import { storeInfoQueryOptions } from '#client/features/store/api/get-store-info.ts'
import { type ClientRouteName, matchClientRoute } from '#shared/client-routes.ts'
import { pageData, SHELL_DATA, SIGNED_IN_SHELL_DATA } from '#shared/page-data.ts'

// The server preloads a page's first answers by URL (#shared/page-data.ts); the browser uses a
// preloaded answer only when its own request names exactly the same URL. These run the queries'
// own functions, as the pages run them, and compare the URLs they fetch.

afterEach(() => vi.unstubAllGlobals())

type Options = { queryFn?: unknown }

/** The URL each query's function fetches, in order. */
async function fetchedBy(options: Options[], pageParam: unknown = FIRST_PAGE): Promise<string[]> {
  const urls: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url)
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })
  })
  for (const o of options) {
    const run = o.queryFn as QueryFunction
    await run({ signal: new AbortController().signal, pageParam, queryKey: [], meta: undefined } as never)
  }
  return urls
}

const ID = '3f0c6c1e-7f7e-4a43-9d8a-2b2f1f7a9c11'

function dataOf(path: string, signedIn = false): string[] {
  const [pathname = '', query = ''] = path.split('?')
  return pageData(matchClientRoute(pathname)!, new URLSearchParams(query), signedIn)
}

const listing = (search: string, sort: 'rating' | 'relevance') =>
  filtersToApiParams(readFilters(new URLSearchParams(search), sort))

describe("the preloaded answers are the ones the client's queries fetch", () => {
  test('the shell, signed out and signed in', async () => {
    expect(
      await fetchedBy([
        sessionQueryOptions(),
        storeInfoQueryOptions(),
        deliveryLocationsQueryOptions(),
        earliestSlotQueryOptions(),
      ]),
    ).toEqual(SHELL_DATA)
    expect(
      await fetchedBy([cartQueryOptions(), favoriteIdsQueryOptions(), notificationsQueryOptions()]),
    ).toEqual(SIGNED_IN_SHELL_DATA)
  })

  test('home', async () => {
    expect(dataOf('/')).toEqual(await fetchedBy([homeStripsQueryOptions(), categoriesQueryOptions()]))
    expect(dataOf('/', true)).toEqual(
      await fetchedBy([homeStripsQueryOptions(), categoriesQueryOptions(), buyAgainQueryOptions()]),
    )
  })

  test('a category, on a plain visit', async () => {
    expect(dataOf(`/category/${ID}`)).toEqual([
      ...(await fetchedBy([categoryQueryOptions(ID)])),
      ...(await fetchedBy([categoryProductsQueryOptions(ID, listing('', 'rating'))])),
    ])
  })

  test('a product', async () => {
    expect(dataOf(`/product/${ID}`)).toEqual(
      await fetchedBy([productQueryOptions(ID), relatedProductsQueryOptions(ID)]),
    )
  })

  test('a search, with words that need encoding', async () => {
    const q = 'दूध & bread'
    const url = new URLSearchParams({ q })
    const [, search] = dataOf(`/search?${url}`)
    expect(search).toBeDefined()
    expect([search]).toEqual(
      await fetchedBy([
        searchProductsQueryOptions(q, searchParamsOf(url, listing(url.toString(), 'relevance'))),
      ]),
    )
    expect(dataOf(`/search?${url}`)[0]).toBe((await fetchedBy([categoriesQueryOptions()]))[0])
  })

  test('filtered listings and pages without first-screen data preload nothing of their own', () => {
    expect(dataOf(`/category/${ID}?sort=price-low`)).toEqual([])
    expect(dataOf('/search?q=milk&inStock=1')).toEqual([])
    expect(dataOf('/search')).toEqual([])
    const others: ClientRouteName[] = ['cart', 'checkout', 'orders', 'profile', 'admin']
    for (const name of others) {
      expect(
        pageData({ name, route: { path: '', public: false }, params: {} }, new URLSearchParams(), true),
      ).toEqual([])
    }
  })
})
