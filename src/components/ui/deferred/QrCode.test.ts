import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { qrModules } from './QrCode'

/** Paints the SVG path as drawn (white ground, black modules) into RGBA pixels. */
function rasterize(path: string, size: number, scale = 4) {
  const box = size + 8
  const width = box * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4
        pixels.fill(0, offset, offset + 3)
      }
    }
  }
  return { pixels, width }
}

describe('check-in QR code', () => {
  it.each(['AB-PAY01', 'AB-7K3Q9', 'AB-Z2Z2Z'])('a scanner reads %s back', async (code) => {
    const { path, size } = await qrModules(code)
    const { pixels, width } = rasterize(path, size)
    expect(jsQR(pixels, width, width)?.data).toBe(code)
  })
})
