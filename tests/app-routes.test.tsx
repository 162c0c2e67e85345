import { beforeEach, describe, it, expect, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { server } from '@/mocks/node'
import { renderApp } from '@/testing/render-app'

describe('app routes (real route tree, memory history)', () => {
  // The router logs the errors these tests provoke on purpose; printing them walks into the test
  // DOM's objects, which Node's inspector cannot format.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('renders nothing of the shop until the configuration has loaded', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/api/webshop/v1/config', async () => {
        await gate
        const { alpenblickShop } = await import('@/mocks/data/shops')
        return HttpResponse.json({ data: alpenblickShop })
      }),
    )
    await renderApp('/en/imprint')
    await delay(50)
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Imprint' })).not.toBeInTheDocument()
    release()
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toHaveTextContent('Alpenblick Adventures')
  })

  it('a failing configuration call shows the error screen, not a blank page', async () => {
    server.use(
      http.get('*/api/webshop/v1/config', () =>
        HttpResponse.json({ message: 'down' }, { status: 503, headers: { 'X-Request-Id': 'r-1' } }),
      ),
    )
    await renderApp('/en')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Unknown error')
    expect(screen.getByText('Error 503')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('an unreachable server says so', async () => {
    server.use(http.get('*/api/webshop/v1/config', () => HttpResponse.error()))
    await renderApp('/en')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'The server is not available. Please try again later.',
    )
  })

  it('a malformed configuration is an error screen too', async () => {
    server.use(http.get('*/api/webshop/v1/config', () => HttpResponse.json({ data: { id: 1 } })))
    await renderApp('/en')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'The server sent an unexpected answer.',
    )
  })

  it('unknown paths and unknown language prefixes give the 404 screen', async () => {
    await renderApp('/en/no-such-page')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument()
  })

  it('an unknown language prefix is a 404', async () => {
    await renderApp('/it/imprint')
    expect(await screen.findByText('Error 404')).toBeInTheDocument()
  })

  it('a language the shop does not offer switches to its first language, keeping the path', async () => {
    document.cookie = 'mock-shop=leman; path=/'
    server.use(
      http.get('*/api/webshop/v1/config', async () => {
        const { lemanShop } = await import('@/mocks/data/shops')
        return HttpResponse.json({ data: lemanShop })
      }),
    )
    const { router } = await renderApp('/de/imprint?x=1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/imprint'))
    expect(router.state.location.search).toEqual({ x: 1 })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mentions légales' }),
    ).toBeInTheDocument()
  })
})
