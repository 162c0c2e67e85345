import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { i18n, initI18n, setLanguage } from '@/lib/i18n'
import { Intro } from './Intro'

/**
 * The description's "Show more" is offered only when the collapsed text hides something. The
 * browser measures it when its resize observer reports (after its own layout of the frame); the
 * report is in the test's hands here, and so are the text's heights.
 */
let reports: (() => void)[] = []

class TestResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    reports.push(() => this.callback([], this as unknown as ResizeObserver))
  }
  unobserve() {}
  disconnect() {
    reports = []
  }
}

function heights(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight)
}

async function renderIntro() {
  render(
    <I18nextProvider i18n={i18n}>
      <Intro html="<p>Paddle along the turquoise lake to the Giessbach falls.</p>" />
    </I18nextProvider>,
  )
  await screen.findByText(/turquoise lake/)
}

describe('Intro', () => {
  beforeAll(async () => {
    await initI18n()
    await setLanguage('en')
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    reports = []
  })

  it('offers "Show more" once the browser reports that the collapsed text hides some of it', async () => {
    vi.stubGlobal('ResizeObserver', TestResizeObserver)
    heights(480, 160)
    await renderIntro()
    // Nothing is measured inside the render's commit: the toggle waits for the report.
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()

    act(() => reports.forEach((report) => report()))
    const toggle = screen.getByRole('button', { name: 'Show more' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('offers no toggle when the whole text fits', async () => {
    vi.stubGlobal('ResizeObserver', TestResizeObserver)
    heights(120, 160)
    await renderIntro()
    act(() => reports.forEach((report) => report()))
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  })

  it('measures at once in a browser without ResizeObserver', async () => {
    vi.stubGlobal('ResizeObserver', undefined)
    heights(480, 160)
    await renderIntro()
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument()
  })
})
