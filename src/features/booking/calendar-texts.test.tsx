import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { startEachTestAt } from '@/testing/mock-instant'
import { renderApp } from '@/testing/render-app'

/** Tuesday 7 July 2026, 10:00 in Zurich. */
startEachTestAt('2026-07-07T08:00:00Z')

const CASES = [
  { lang: 'de', book: 'Buchen', month: 'Juli 2026', weekdays: ['Mo', 'Di'], long: ['Montag'] },
  { lang: 'en', book: 'Book', month: 'July 2026', weekdays: ['Mon', 'Tue'], long: ['Monday'] },
  {
    lang: 'fr',
    book: 'Réserver',
    month: 'juillet 2026',
    weekdays: ['lun.', 'mar.'],
    long: ['lundi'],
  },
] as const

describe("the calendar's month and weekday names", () => {
  for (const { lang, book, month, weekdays, long } of CASES)
    it(`are the language's own in ${lang}`, async () => {
      await renderApp(`/${lang}/listing/canyoning-saxetbach`)
      const region = within(await screen.findByRole('region', { name: book }))
      const grid = await region.findByRole('grid', { name: month })
      // The caption above the grid, announced when the month changes.
      expect(region.getByText(month, { selector: '.rdp-caption_label' })).toBeInTheDocument()
      const headers = [...grid.querySelectorAll('th')]
      expect(headers).toHaveLength(7)
      expect(headers.slice(0, 2).map((th) => th.textContent)).toEqual(weekdays)
      expect(headers[0]!.getAttribute('aria-label')).toBe(long[0])
    })
})
