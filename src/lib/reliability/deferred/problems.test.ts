import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../http'
import { reportError } from '../error-reporting'
import { problemMessage, problemOf } from './problems'

vi.mock('../error-reporting', () => ({ reportError: vi.fn(async () => true) }))

const t = (key: string) => key
const unplaced = () =>
  new ApiError({
    kind: 'http',
    status: 422,
    message: 'The given data was invalid.',
    url: '/api/webshop/v1/carts/c1/checkout/submit',
    fieldErrors: { returnUrl: ['The return url format is invalid.'] },
    requestId: 'req-1',
  })

describe('a 422 that no field of the form could show', () => {
  beforeEach(() => vi.mocked(reportError).mockClear())

  it('tells the visitor to try again or contact the shop, not to check their input', () => {
    expect(problemOf(unplaced())).toEqual({ key: 'problems:problem.notPlaced', next: 'retry' })
  })

  it('is reported to the error service once, naming the fields and the request', () => {
    const error = unplaced()
    expect(problemMessage(t, error)).toBe('problems:problem.notPlaced')
    problemMessage(t, error)
    expect(reportError).toHaveBeenCalledTimes(1)
    expect(reportError).toHaveBeenCalledWith(error, {
      status: 422,
      requestId: 'req-1',
      fields: 'returnUrl',
    })
  })
})
