import { describe, it, expect, beforeAll } from 'vitest'
import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { i18n, initI18n, setLanguage } from '@/lib/i18n'
import { ErrorScreen } from './ErrorScreen'

function renderScreen(props: Parameters<typeof ErrorScreen>[0]) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ErrorScreen {...props} />
    </I18nextProvider>,
  )
}

describe('ErrorScreen', () => {
  beforeAll(async () => {
    await initI18n()
    await setLanguage('en')
  })

  it.each([
    [400, 'Invalid request', /check your input/],
    [401, 'Not authorised', /not allowed/],
    [404, 'Page not found', /does not exist/],
    [429, 'Too many requests', /wait a moment/],
    [500, 'Internal server error', /on the server/],
    [418, 'Unknown error', /Something went wrong/],
  ])('shows status %i with its message and description', (status, title, description) => {
    renderScreen({ status, showDetails: false })
    expect(screen.getByText(`Error ${status}`)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByText(description)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en')
  })

  it('a specific status message replaces the default title', () => {
    renderScreen({ status: 404, message: 'Invalid host', showDetails: false })
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid host' })).toBeInTheDocument()
  })

  it('development mode adds request id, url, message and stack', () => {
    const error = new Error('Kaputt')
    renderScreen({ status: 500, requestId: 'req-9', url: '/api/x', error, showDetails: true })
    expect(screen.getByText('req-9')).toBeInTheDocument()
    expect(screen.getByText('/api/x')).toBeInTheDocument()
    expect(screen.getByText('Kaputt')).toBeInTheDocument()
    expect(screen.getByText(/ErrorScreen\.test/)).toBeInTheDocument()
  })

  it('hides the details outside development mode', () => {
    renderScreen({
      status: 500,
      requestId: 'req-9',
      error: new Error('Kaputt'),
      showDetails: false,
    })
    expect(screen.queryByText('req-9')).not.toBeInTheDocument()
    expect(screen.queryByText('Kaputt')).not.toBeInTheDocument()
  })

  it('is in the visitor language', async () => {
    await setLanguage('fr')
    renderScreen({ status: 404, showDetails: false })
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument()
    await setLanguage('en')
  })
})
