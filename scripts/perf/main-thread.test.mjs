import { describe, expect, it } from 'vitest'
import { mainThreadShare } from './main-thread.mjs'

const page = { pid: 7, tid: 1 }
const navigation = {
  ...page,
  name: 'navigationStart',
  ts: 1000,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://localhost/de' } },
}
const task = (ts, dur, tdur, where = page) => ({
  ...where,
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
})

describe('mainThreadShare', () => {
  it("is the page's tasks' thread time over their wall time", () => {
    const events = [navigation, task(2000, 40_000, 10_000), task(50_000, 10_000, 10_000)]
    expect(mainThreadShare(events)).toBeCloseTo(0.4)
  })

  it('leaves out other threads, other processes and what ran before the navigation', () => {
    const events = [
      task(500, 30_000, 1000),
      navigation,
      task(2000, 20_000, 20_000),
      task(3000, 50_000, 1000, { pid: 7, tid: 2 }),
      task(3000, 50_000, 1000, { pid: 8, tid: 1 }),
    ]
    expect(mainThreadShare(events)).toBe(1)
  })

  it('is undefined without the navigation of a page or without thread times', () => {
    expect(mainThreadShare([task(2000, 10_000, 5000)])).toBeUndefined()
    const blank = {
      ...navigation,
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'about:blank' } },
    }
    expect(mainThreadShare([blank, task(2000, 10_000, 5000)])).toBeUndefined()
    expect(
      mainThreadShare([navigation, { ...task(2000, 10_000, 0), tdur: undefined }]),
    ).toBeUndefined()
  })
})
