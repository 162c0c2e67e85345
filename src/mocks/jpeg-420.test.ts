import { describe, expect, it } from 'vitest'
import jpeg from 'jpeg-js'
import { encodeJpeg420 } from './jpeg-420'

/** A test card: colour gradients, a hard diagonal edge and noise, at a size not a multiple of 16. */
function testCard(width: number, height: number): Uint8ClampedArray {
  const px = new Uint8ClampedArray(width * height * 4)
  let seed = 7
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      const i = (y * width + x) * 4
      const edge = x + y > width ? 60 : 0
      px[i] = (x / width) * 255 - edge + (seed % 5)
      px[i + 1] = (y / height) * 255
      px[i + 2] = 200 - edge * 2
      px[i + 3] = 255
    }
  }
  return px
}

/** Peak signal-to-noise ratio of the decoded picture against the source (RGB), in dB. */
function psnr(a: ArrayLike<number>, b: ArrayLike<number>, pixels: number): number {
  let se = 0
  for (let i = 0; i < pixels * 4; i += 4)
    for (let c = 0; c < 3; c++) se += ((a[i + c] ?? 0) - (b[i + c] ?? 0)) ** 2
  return 10 * Math.log10((255 * 255) / (se / (pixels * 3)))
}

/** The frame header's components: [id, sampling (h << 4 | v), quantisation table]. */
function frameComponents(bytes: Uint8Array): number[][] {
  for (let i = 2; i < bytes.length;) {
    const marker = bytes[i + 1]
    const length = ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0)
    if (marker === 0xc0) {
      const count = bytes[i + 9] ?? 0
      return Array.from({ length: count }, (_, c) => [
        ...bytes.subarray(i + 10 + c * 3, i + 13 + c * 3),
      ])
    }
    i += 2 + length
  }
  return []
}

describe('encodeJpeg420', () => {
  it('writes a baseline JPEG that decodes to the same size and close to the source', () => {
    for (const [w, h] of [
      [123, 77],
      [64, 43],
      [16, 16],
      [1, 1],
    ] as const) {
      const source = testCard(w, h)
      const bytes = encodeJpeg420(source, w, h, 80)
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8])
      expect([bytes.at(-2), bytes.at(-1)]).toEqual([0xff, 0xd9])
      const decoded = jpeg.decode(bytes, { useTArray: true })
      expect([decoded.width, decoded.height]).toEqual([w, h])
      if (w > 16) expect(psnr(source, decoded.data, w * h)).toBeGreaterThan(30)
    }
  })

  it('halves the colour planes both ways (4:2:0), luma at full size', () => {
    const bytes = encodeJpeg420(testCard(48, 32), 48, 32, 80)
    expect(frameComponents(bytes)).toEqual([
      [1, 0x22, 0],
      [2, 0x11, 1],
      [3, 0x11, 1],
    ])
  })

  it('spends fewer bytes at a lower quality and keeps more detail at a higher one', () => {
    const source = testCard(200, 120)
    const low = encodeJpeg420(source, 200, 120, 50)
    const high = encodeJpeg420(source, 200, 120, 95)
    expect(low.length).toBeLessThan(high.length)
    const at = (bytes: Uint8Array) =>
      psnr(source, jpeg.decode(bytes, { useTArray: true }).data, 200 * 120)
    expect(at(high)).toBeGreaterThan(at(low))
  })

  it('is smaller than the same picture without chroma subsampling', () => {
    const source = testCard(256, 160)
    const full = jpeg.encode({ data: source, width: 256, height: 160 }, 80).data
    expect(encodeJpeg420(source, 256, 160, 80).length).toBeLessThan(full.length * 0.85)
  })
})
