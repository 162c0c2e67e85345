import type { Data } from 'swissqrbill/types'

export interface InvoiceTexts {
  title: string
  lines: string[]
}

/**
 * The QR-bill as an A4 PDF: a short heading (creditor, booking, amount) and the payment part
 * with the receipt at the foot of the page. PDFKit and the library's PDF part are loaded here
 * only, on the visitor's click.
 */
export async function qrBillPdf(
  data: Data,
  language: 'DE' | 'EN' | 'FR',
  texts: InvoiceTexts,
): Promise<Blob> {
  const [{ PDFDocument, registerStdFonts }, helvetica, helveticaBold, { toBlob }, { SwissQRBill }] =
    await Promise.all([
      import('pdfkit'),
      import('pdfkit/standard-fonts/Helvetica'),
      import('pdfkit/standard-fonts/HelveticaBold'),
      import('pdfkit/output'),
      import('swissqrbill/pdf'),
    ])
  registerStdFonts(helvetica.default, helveticaBold.default)
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: texts.title } })
  const output = toBlob(doc)
  doc.font('Helvetica-Bold').fontSize(18).text(texts.title)
  doc.moveDown(0.5).font('Helvetica').fontSize(11)
  for (const line of texts.lines) doc.text(line)
  new SwissQRBill(data, { language }).attachTo(doc)
  doc.end()
  return output
}
