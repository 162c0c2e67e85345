// PDFKit 0.20 ships no types; only what src/features/qr-bill/pdf.ts uses is declared here.
declare namespace PDFKit {
  interface PDFDocument {
    font(name: string): this
    fontSize(size: number): this
    text(text: string): this
    moveDown(lines?: number): this
    end(): void
  }
}

declare module 'pdfkit' {
  export const PDFDocument: new (options?: {
    size?: string
    margin?: number
    info?: { Title?: string }
  }) => PDFKit.PDFDocument
  export function registerStdFonts(...fonts: unknown[]): void
}

declare module 'pdfkit/output' {
  export function toBlob(doc: PDFKit.PDFDocument): Promise<Blob>
}

declare module 'pdfkit/standard-fonts/*' {
  const font: unknown
  export default font
}
