import { beforeAll, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { i18n, initI18n, setLanguage } from '@/lib/i18n'
import { reportError } from '@/lib/reliability/error-reporting'
import { QrBillSection } from './QrBillSection'
import { testBill } from '@/testing/qr-bill'

vi.mock('@/lib/reliability/error-reporting', () => ({
  reportError: vi.fn(() => Promise.resolve(true)),
}))
const pdfFailure = vi.hoisted(() => ({ error: undefined as Error | undefined }))
vi.mock('./pdf', async (importOriginal) => {
  const original = await importOriginal<typeof import('./pdf')>()
  return {
    qrBillPdf: (...args: Parameters<typeof original.qrBillPdf>) =>
      pdfFailure.error ? Promise.reject(pdfFailure.error) : original.qrBillPdf(...args),
  }
})

const open = { amount: 24_000, currency: 'CHF' } as const
const debtor = {
  name: 'Zoë 🏔️ כהן',
  address: 'Höheweg',
  buildingNumber: '37',
  zip: '3800',
  city: 'Interlaken',
  country: 'CH',
}

function renderSection(qrBill: ReturnType<typeof testBill>, lang: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QrBillSection qrBill={qrBill} open={open} code="AB-7K3Q9" lang={lang} />
    </I18nextProvider>,
  )
}

describe('QrBillPanel', () => {
  beforeAll(async () => {
    await initI18n()
  })

  // In Node, swissqrbill's SVG engine builds markup, not DOM nodes: what the slip shows is
  // checked in data.test.ts and e2e/swiss.spec.ts; here, that it is drawn without a failure.
  it('draws the bill without the payer whose name it cannot print', async () => {
    vi.mocked(reportError).mockClear()
    await setLanguage('en')
    renderSection(testBill(debtor), 'en')
    await screen.findByTestId('qr-bill-slip')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(reportError).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Download the QR-bill as PDF' })).toBeVisible()
  })

  it.each([
    ['en', 'The QR-bill cannot be drawn for this booking.'],
    ['de', 'Für diese Buchung lässt sich die QR-Rechnung nicht erstellen.'],
    ['fr', 'La QR-facture ne peut pas être créée pour cette réservation.'],
  ] as const)('says in %s that the bill cannot be drawn, and reports it', async (lang, text) => {
    vi.mocked(reportError).mockClear()
    await setLanguage(lang)
    // Not an IBAN (its check digits are wrong): swissqrbill refuses to draw.
    renderSection({ ...testBill(), account: 'CH4431999123000889013' }, lang)
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(screen.queryByRole('button')).toBeNull()
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ name: 'ValidationError' }), {
      qrBill: 'AB-7K3Q9',
    })
  })

  it('says the PDF could not be made (no server is involved), and reports it', async () => {
    vi.mocked(reportError).mockClear()
    pdfFailure.error = new TypeError('Failed to fetch dynamically imported module')
    await setLanguage('en')
    renderSection(testBill(), 'en')
    fireEvent.click(await screen.findByRole('button', { name: 'Download the QR-bill as PDF' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The PDF could not be created. Please check your connection and try again',
    )
    expect(screen.getByRole('alert')).not.toHaveTextContent(/server/i)
    expect(reportError).toHaveBeenCalledWith(pdfFailure.error, { qrBill: 'AB-7K3Q9' })
    pdfFailure.error = undefined
  })
})
