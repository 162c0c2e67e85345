/** What the voucher says, already in the visitor's language. */
export interface VoucherPdfTexts {
  title: string
  amount: string
  lines: string[]
}

// The standard PDF fonts know Latin-1 and a few typographic signs; anything else (emoji, other
// scripts in a message) would print as garbage, so it is left out. Thin spaces become spaces.
const printable = (text: string) =>
  text
    .replace(/[\u2009\u202f]/g, ' ')
    .replace(
      /[^\n\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2026\u20ac]/g,
      '',
    )

/**
 * A gift voucher as an A4 PDF the visitor can print or pass on: title, value, for whom, the
 * message, the code and until when it is valid. PDFKit (as for the QR-bill) loads here only, on
 * the visitor's click.
 */
export async function giftVoucherPdf(texts: VoucherPdfTexts): Promise<Blob> {
  const [{ PDFDocument, registerStdFonts }, helvetica, helveticaBold, { toBlob }] =
    await Promise.all([
      import('pdfkit'),
      import('pdfkit/standard-fonts/Helvetica'),
      import('pdfkit/standard-fonts/HelveticaBold'),
      import('pdfkit/output'),
    ])
  registerStdFonts(helvetica.default, helveticaBold.default)
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: printable(texts.title) } })
  const output = toBlob(doc)
  doc.font('Helvetica-Bold').fontSize(26).text(printable(texts.title))
  doc.moveDown(0.5).fontSize(20).text(printable(texts.amount))
  doc.moveDown(1).font('Helvetica').fontSize(13)
  for (const line of texts.lines) doc.text(printable(line)).moveDown(0.5)
  doc.end()
  return output
}
