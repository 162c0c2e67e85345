import { describe, expect, it } from 'vitest'
import { SwissQRBill } from 'swissqrbill/svg'
import { generateQRData } from '../../../node_modules/swissqrbill/lib/esm/shared/qr-code.js'
import { qrBillData } from './data'
import { decodeSlip, payloadProblems, testBill } from '@/testing/qr-bill'

const open = { amount: 24_000, currency: 'CHF' } as const
const address = {
  address: 'Höheweg',
  buildingNumber: '37',
  zip: '3800',
  city: 'Interlaken',
  country: 'CH',
}

describe('qrBillData', () => {
  it('keeps a name the bill can print, emoji left out', () => {
    const data = qrBillData(testBill({ name: 'Zoë 🏔️ Muster', ...address }), open)
    expect(data.debtor).toEqual({ name: 'Zoë Muster', ...address })
    const payload = generateQRData(data)
    expect(payloadProblems(payload)).toEqual([])
    expect(payload.split('\n').slice(20, 27)).toEqual([
      'S',
      'Zoë Muster',
      'Höheweg',
      '37',
      '3800',
      'Interlaken',
      'CH',
    ])
  })

  it('folds what the bill cannot print to its base letters', () => {
    const data = qrBillData(
      testBill({ name: 'Dvořák Łukasz', ...address, city: 'Mělník', country: 'cz' }),
      open,
    )
    expect(data.debtor).toMatchObject({ name: 'Dvorák Lukasz', city: 'Melník', country: 'CZ' })
  })

  it('leaves the payer out where a letter cannot be folded: the payer fills the box in', () => {
    const data = qrBillData(testBill({ name: 'Zoë 🏔️ כהן', ...address }), open)
    expect(data.debtor).toBeUndefined()
    expect(data.creditor.name).toBe('Alpenblick Erlebnisse GmbH')
    const payload = generateQRData(data)
    expect(payloadProblems(payload)).toEqual([])
    expect(payload).not.toContain('Zoë')
  })

  it('leaves the payer out where a text is longer than the bill allows (an old order)', () => {
    const town = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch'
    expect(town.length).toBeGreaterThan(35)
    const data = qrBillData(testBill({ name: 'Gwen Jones', ...address, city: town }), open)
    expect(data.debtor).toBeUndefined()
    expect(() => new SwissQRBill(data)).not.toThrow()
  })

  it('the drawn QR code carries the folded data (decoded as a banking app reads it)', () => {
    const data = qrBillData(testBill({ name: 'Zoë 🏔️ Muster', ...address }), open)
    const svg = new SwissQRBill(data, { language: 'DE' }).toString()
    const decoded = decodeSlip(svg)
    expect(decoded).toBe(generateQRData(data))
    expect(svg).toContain('Zoë Muster')
  })
})
