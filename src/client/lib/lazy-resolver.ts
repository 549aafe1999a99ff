/**
 * A form's resolver whose code (zod, the schema, @hookform/resolvers) downloads on the first check,
 * not with the page: zod alone is ~35 KB after Brotli, a third of a page's budget (issue 13
 * item 6). react-hook-form awaits every resolver, so the form behaves as with the resolver itself;
 * a failed download rejects like any failed check, and the next check tries again.
 */
export function lazyResolver<R extends (...args: never[]) => unknown>(load: () => Promise<R>): R {
  let resolver: Promise<R> | undefined
  const resolve = async (...args: Parameters<R>) => {
    resolver ??= load().catch((error: unknown) => {
      resolver = undefined
      throw error
    })
    return (await resolver)(...args)
  }
  return resolve as R
}
