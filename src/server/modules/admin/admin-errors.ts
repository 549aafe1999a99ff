import { ApiErrorSchema } from '#shared/errors.ts'

/** Error answers every admin route may give (the guard's 401/403 included). */
export const adminErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  413: ApiErrorSchema,
}
