import { expect } from 'vitest'
import { ApiError } from '@/lib/http'

/** The ApiError a call must fail with (the test fails when the call succeeds). */
export function failure(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError)
      return error as ApiError
    },
  )
}
