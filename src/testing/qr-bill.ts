// Support for the QR-bill tests: the bill's payload read back and checked against the
// Swiss Payment Standards. Imported by tests only.
import jsQR from 'jsqr'
import type { QrBill } from '@/api/qr-bill/schema'
import { CREDITOR, QR_IBAN, qrReference } from '@/mocks/db/qr-bill'

/** A pay-later bill as the mock makes it (QR-IBAN, QR reference, the shop as creditor). */
export function testBill(debtor?: QrBill['debtor']): QrBill {
  return {
    account: QR_IBAN,
    reference: qrReference('00000000000000000000123456'),
    creditor: { ...CREDITOR },
    ...(debtor ? { debtor } : {}),
    message: 'Booking AB-7K3Q9',
  }
}

/** The characters the Swiss Payment Standards allow (IG QR-bill 2.3, 4.1.1). */
export function isSpsChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0x17f) ||
    [0x218, 0x219, 0x21a, 0x21b, 0x20ac].includes(code)
  )
}

/** Longest field per line of the payload (IG QR-bill 2.3, 4.2.2): creditor and debtor. */
const ADDRESS_LENGTHS = [70, 70, 16, 16, 35, 2]

/** Problems of a QR payload: characters outside the SPS set, fields too long, missing ones. */
export function payloadProblems(payload: string): string[] {
  const lines = payload.split('\n')
  const problems: string[] = []
  lines.forEach((line, index) => {
    for (const char of line) {
      if (!isSpsChar(char)) problems.push(`line ${index}: U+${char.codePointAt(0)?.toString(16)}`)
    }
  })
  if (lines[0] !== 'SPC' || lines[30] !== 'EPD') problems.push('not a QR-bill payload')
  for (const start of [5, 21]) {
    if (start === 21 && lines[20] === '') {
      if (lines.slice(21, 27).some(Boolean)) problems.push('debtor data without its type')
      continue
    }
    ADDRESS_LENGTHS.forEach((max, offset) => {
      const text = lines[start + offset] ?? ''
      if (text.length > max) problems.push(`line ${start + offset}: ${text.length} > ${max}`)
    })
    // Name, postcode, town and country are mandatory in a structured address.
    for (const offset of [0, 3, 4, 5]) {
      if (!lines[start + offset]) problems.push(`line ${start + offset} is empty`)
    }
  }
  if ((lines[29] ?? '').length > 140) problems.push('message longer than 140')
  return problems
}

const MM = /([\d.]+)mm/
const PX_PER_MM = 10
const QUIET_MM = 5

/**
 * Reads the QR code of a bill drawn by swissqrbill/svg: its 46 mm square of rects painted
 * into a bitmap, then decoded by jsQR (what a banking app does with the printed bill).
 */
export function decodeSlip(svg: string): string | undefined {
  const start = svg.indexOf('<svg xmlns="http://www.w3.org/2000/svg" width="46mm"')
  const code = svg.slice(start, svg.indexOf('</svg>', start))
  const size = (46 + 2 * QUIET_MM) * PX_PER_MM
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255)
  for (const rect of code.matchAll(/<rect ([^>]*)\/>/g)) {
    const attr = (name: string) =>
      Number(new RegExp(`${name}="${MM.source}"`).exec(rect[1] ?? '')?.[1] ?? 0)
    const value = rect[1]?.includes('fill="white"') ? 255 : 0
    const x0 = Math.round((attr('x') + QUIET_MM) * PX_PER_MM)
    const y0 = Math.round((attr('y') + QUIET_MM) * PX_PER_MM)
    const x1 = Math.round((attr('x') + attr('width') + QUIET_MM) * PX_PER_MM)
    const y1 = Math.round((attr('y') + attr('height') + QUIET_MM) * PX_PER_MM)
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) pixels.fill(value, (y * size + x) * 4, (y * size + x) * 4 + 3)
    }
  }
  return jsQR(pixels, size, size)?.data
}
