import { describe, expect, it, vi } from 'vitest'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { qrBillData } from './data'
import { qrBillPdf } from './pdf'
import { testBill } from '@/testing/qr-bill'

// The browser build, the one the app ships (Node's lacks the standard-font registry pdf.ts uses).
vi.mock(
  'pdfkit',
  () =>
    // @ts-expect-error: the build file has no types of its own (pdfkit.d.ts declares 'pdfkit')
    import('../../../node_modules/pdfkit/js/pdfkit.browser.mjs'),
)

const open = { amount: 24_000, currency: 'CHF' } as const
const texts = { title: 'Invoice for booking AB-7K3Q9', lines: ['Open amount: CHF 240.00'] }

/** The text of the PDF's first page, as a reader shows it. */
async function pdfText(blob: Blob): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(await blob.arrayBuffer()),
    standardFontDataUrl: `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/`,
  }).promise
  const content = await (await pdf.getPage(1)).getTextContent()
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
}

describe('qrBillPdf', () => {
  it('prints the folded payer in the standard Helvetica', async () => {
    const data = qrBillData(
      testBill({
        name: 'Zoë 🏔️ Dvořák',
        address: 'Höheweg',
        buildingNumber: '37',
        zip: '3800',
        city: 'Interlaken',
        country: 'CH',
      }),
      open,
    )
    const blob = await qrBillPdf(data, 'EN', texts)
    const text = await pdfText(blob)
    expect(text).toContain('Zoë Dvorák')
    expect(text).toContain('Payable by')
    expect(text).toContain('Höheweg 37')
  })

  it('draws the bill without a payer where the name cannot be folded', async () => {
    const data = qrBillData(
      testBill({
        name: 'Zoë 🏔️ כהן',
        address: 'Höheweg',
        buildingNumber: '37',
        zip: '3800',
        city: 'Interlaken',
        country: 'CH',
      }),
      open,
    )
    const text = await pdfText(await qrBillPdf(data, 'DE', texts))
    expect(text).toContain('Zahlbar durch (Name/Adresse)')
    expect(text).not.toContain('Zo')
  })
})
