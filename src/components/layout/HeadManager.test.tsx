import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'

/**
 * The full head's builder is a chunk of its own. When it cannot be loaded, the page keeps its
 * title and description and raises nothing (an unhandled rejection would reach the error
 * reporting on every page change while offline).
 */
describe('HeadManager', () => {
  afterEach(() => {
    vi.doUnmock('@/lib/seo/runtime')
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  it('keeps title and description when the head builder cannot be loaded', async () => {
    vi.resetModules()
    let asked = false
    vi.doMock('@/lib/seo/runtime', () => {
      asked = true
      throw new Error('Failed to fetch dynamically imported module')
    })
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    // With Save-Data the builder is asked for at once instead of when the page is idle.
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { connection: { saveData: true } }),
    )
    const { renderApp } = await import('@/testing/render-app')
    await renderApp('/en/imprint')
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument()
    await waitFor(() => expect(asked).toBe(true))
    await waitFor(() => expect(document.title).toMatch(/^Imprint \| /))
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content')
    await new Promise((resolve) => setTimeout(resolve, 50))
    process.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
  })
})
