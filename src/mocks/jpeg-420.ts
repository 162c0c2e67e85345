/**
 * A baseline JPEG encoder with 4:2:0 chroma subsampling and per-picture Huffman tables, for the
 * mock media endpoint (src/mocks/media.ts). A 4:4:4 encoder with the standard's example tables
 * (jpeg-js) makes files about a third larger than a real media pipeline (libjpeg, sharp); the
 * mock's pictures should weigh what production's weigh, so the byte budget and the benchmark
 * see the same link.
 *
 * Written from the JPEG standard (ITU T.81): level shift, 8×8 DCT, quantisation with the
 * standard's example tables scaled to a quality as libjpeg does, zig-zag run lengths, Huffman
 * code lengths from the picture's own symbol counts (limited to 16 bits, Annex K.2). Plain
 * TypeScript on typed arrays: runs in Node and in the browser.
 */

/** Annex K's example quantisation tables, row by row. */
const LUMA_Q = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56,
  14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113,
  92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
]
const CHROMA_Q = [
  17,
  18,
  24,
  47,
  99,
  99,
  99,
  99,
  18,
  21,
  26,
  66,
  99,
  99,
  99,
  99,
  24,
  26,
  56,
  99,
  99,
  99,
  99,
  99,
  47,
  66,
  99,
  99,
  99,
  99,
  99,
  99,
  ...Array<number>(32).fill(99),
]

/** ZIGZAG[k] = row-major index of the k-th coefficient in zig-zag order. */
const ZIGZAG = (() => {
  const order: number[] = []
  for (let s = 0; s < 15; s++) {
    const cells: number[] = []
    for (let y = Math.max(0, s - 7); y <= Math.min(7, s); y++) cells.push(y * 8 + (s - y))
    // Odd diagonals run top-right to bottom-left (rows rising), even ones the other way.
    order.push(...(s % 2 ? cells : cells.reverse()))
  }
  return order
})()

/** libjpeg's quality scaling of a base table (quality 1–100). */
function scaledTable(base: readonly number[], quality: number): Uint8Array {
  const q = Math.min(100, Math.max(1, Math.round(quality)))
  const scale = q < 50 ? 5000 / q : 200 - 2 * q
  return Uint8Array.from(base, (v) =>
    Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100))),
  )
}

/** COS[x * 8 + u] = C(u) / 2 · cos((2x + 1)uπ / 16): one dimension of the DCT. */
const COS = (() => {
  const t = new Float64Array(64)
  for (let x = 0; x < 8; x++)
    for (let u = 0; u < 8; u++)
      t[x * 8 + u] = ((u === 0 ? Math.SQRT1_2 : 1) / 2) * Math.cos(((2 * x + 1) * u * Math.PI) / 16)
  return t
})()

const rows = new Float64Array(64)

/**
 * DCT of the 8×8 block of `plane` (width `stride`) at (bx, by), quantised, written in zig-zag
 * order to `out` at `at`.
 */
function encodeBlock(
  plane: Float32Array,
  stride: number,
  bx: number,
  by: number,
  table: Uint8Array,
  out: Int16Array,
  at: number,
) {
  // Along the rows first, then down the columns.
  for (let y = 0; y < 8; y++) {
    const line = (by + y) * stride + bx
    for (let u = 0; u < 8; u++) {
      let sum = 0
      for (let x = 0; x < 8; x++) sum += ((plane[line + x] ?? 0) - 128) * (COS[x * 8 + u] ?? 0)
      rows[y * 8 + u] = sum
    }
  }
  for (let k = 0; k < 64; k++) {
    const i = ZIGZAG[k] ?? 0
    const v = i >> 3
    const u = i & 7
    let sum = 0
    for (let y = 0; y < 8; y++) sum += (rows[y * 8 + u] ?? 0) * (COS[y * 8 + v] ?? 0)
    out[at + k] = Math.round(sum / (table[i] ?? 1))
  }
}

/** Bits needed for |v| (the JPEG "size" category); 0 for 0. */
function category(v: number): number {
  let a = v < 0 ? -v : v
  let n = 0
  while (a) {
    n++
    a >>= 1
  }
  return n
}

interface Huffman {
  /** Number of codes of each length 1–16 (index 0 unused). */
  counts: Uint8Array
  /** Symbols in code order. */
  symbols: number[]
  code: Uint16Array
  size: Uint8Array
}

/** Code lengths from symbol counts (Annex K.2: Huffman, then lengths cut to 16 bits). */
function buildHuffman(freq: Uint32Array): Huffman {
  // One reserved symbol (256) with count 1, so no real code is all ones.
  const f = Array.from(freq, (n) => n)
  f[256] = 1
  const codeSize = new Array<number>(257).fill(0)
  const others = new Array<number>(257).fill(-1)
  for (;;) {
    let v1 = -1
    let v2 = -1
    // Least counts; among equal ones the larger symbol, as the standard does.
    for (let i = 0; i < 257; i++) {
      const n = f[i] ?? 0
      if (n === 0) continue
      if (v1 < 0 || n <= (f[v1] ?? 0)) {
        v2 = v1
        v1 = i
      } else if (v2 < 0 || n <= (f[v2] ?? 0)) v2 = i
    }
    if (v2 < 0) break
    f[v1] = (f[v1] ?? 0) + (f[v2] ?? 0)
    f[v2] = 0
    let i = v1
    codeSize[i]!++
    while (others[i]! >= 0) {
      i = others[i]!
      codeSize[i]!++
    }
    others[i] = v2
    i = v2
    codeSize[i]!++
    while (others[i]! >= 0) {
      i = others[i]!
      codeSize[i]!++
    }
  }
  const bits = new Array<number>(33).fill(0)
  for (const s of codeSize) if (s) bits[s]!++
  for (let i = 32; i > 16; i--) {
    while (bits[i]! > 0) {
      let j = i - 2
      while (bits[j] === 0) j--
      bits[i]! -= 2
      bits[i - 1]!++
      bits[j + 1]! += 2
      bits[j]!--
    }
  }
  let longest = 16
  while (bits[longest] === 0) longest--
  bits[longest]!-- // the reserved symbol's code
  const symbols: number[] = []
  for (let len = 1; len <= 32; len++)
    for (let s = 0; s < 256; s++) if (codeSize[s] === len) symbols.push(s)
  const counts = Uint8Array.from(bits.slice(0, 17))
  const code = new Uint16Array(256)
  const size = new Uint8Array(256)
  let next = 0
  let k = 0
  for (let len = 1; len <= 16; len++) {
    for (let n = 0; n < (counts[len] ?? 0); n++) {
      const s = symbols[k++] ?? 0
      code[s] = next++
      size[s] = len
    }
    next <<= 1
  }
  return { counts, symbols, code, size }
}

class BitWriter {
  bytes: number[] = []
  private acc = 0
  private n = 0
  write(value: number, length: number) {
    for (let i = length - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((value >> i) & 1)
      if (++this.n === 8) this.flushByte()
    }
  }
  private flushByte() {
    this.bytes.push(this.acc)
    // A 0xFF in the entropy-coded data is followed by a stuffed zero (not a marker).
    if (this.acc === 0xff) this.bytes.push(0)
    this.acc = 0
    this.n = 0
  }
  /** Pads the last byte with ones. */
  finish() {
    while (this.n) this.write(1, 1)
  }
}

/**
 * Walks the coefficients of one component's blocks (in scan order) and calls `dc(category,
 * diff)` and `ac(symbol, value, size)` for what the scan writes.
 */
function scan(
  coeffs: Int16Array,
  blocks: number[],
  dc: (cat: number, diff: number) => void,
  ac: (symbol: number, value: number, size: number) => void,
) {
  let previous = 0
  for (const b of blocks) {
    const at = b * 64
    const first = coeffs[at] ?? 0
    const diff = first - previous
    previous = first
    dc(category(diff), diff)
    let run = 0
    for (let k = 1; k < 64; k++) {
      const v = coeffs[at + k] ?? 0
      if (v === 0) {
        run++
        continue
      }
      while (run > 15) {
        ac(0xf0, 0, 0)
        run -= 16
      }
      const s = category(v)
      ac((run << 4) | s, v, s)
      run = 0
    }
    if (run) ac(0x00, 0, 0)
  }
}

/** The low `size` bits JPEG writes for a coefficient (ones' complement for negatives). */
const amplitude = (v: number, size: number) => (v < 0 ? v + (1 << size) - 1 : v)

/** Encodes RGBA pixels (alpha ignored) as a baseline JPEG, 4:2:0, at `quality` (1–100). */
export function encodeJpeg420(
  rgba: ArrayLike<number>,
  width: number,
  height: number,
  quality: number,
): Uint8Array {
  const mcuX = Math.ceil(width / 16)
  const mcuY = Math.ceil(height / 16)
  const pw = mcuX * 16
  const ph = mcuY * 16
  const cw = pw / 2
  const ch = ph / 2
  const luma = new Float32Array(pw * ph)
  const cb = new Float32Array(cw * ch)
  const cr = new Float32Array(cw * ch)
  // JFIF colour conversion; the edges are repeated into the padding. Chroma: mean of 2×2.
  for (let y = 0; y < ph; y++) {
    const sy = Math.min(y, height - 1)
    for (let x = 0; x < pw; x++) {
      const i = (sy * width + Math.min(x, width - 1)) * 4
      const r = rgba[i] ?? 0
      const g = rgba[i + 1] ?? 0
      const b = rgba[i + 2] ?? 0
      luma[y * pw + x] = 0.299 * r + 0.587 * g + 0.114 * b
      const c = (y >> 1) * cw + (x >> 1)
      cb[c] = (cb[c] ?? 0) + (-0.168736 * r - 0.331264 * g + 0.5 * b + 128) / 4
      cr[c] = (cr[c] ?? 0) + (0.5 * r - 0.418688 * g - 0.081312 * b + 128) / 4
    }
  }

  const lumaTable = scaledTable(LUMA_Q, quality)
  const chromaTable = scaledTable(CHROMA_Q, quality)
  const yCoeffs = new Int16Array(mcuX * mcuY * 4 * 64)
  const cbCoeffs = new Int16Array(mcuX * mcuY * 64)
  const crCoeffs = new Int16Array(mcuX * mcuY * 64)
  for (let my = 0; my < mcuY; my++) {
    for (let mx = 0; mx < mcuX; mx++) {
      const m = my * mcuX + mx
      // Four luma blocks per MCU: top left, top right, bottom left, bottom right.
      for (let k = 0; k < 4; k++) {
        const bx = mx * 16 + (k & 1) * 8
        const by = my * 16 + (k >> 1) * 8
        encodeBlock(luma, pw, bx, by, lumaTable, yCoeffs, (m * 4 + k) * 64)
      }
      encodeBlock(cb, cw, mx * 8, my * 8, chromaTable, cbCoeffs, m * 64)
      encodeBlock(cr, cw, mx * 8, my * 8, chromaTable, crCoeffs, m * 64)
    }
  }

  // First pass: symbol counts per table (0: luma, 1: both chroma components).
  const dcFreq = [new Uint32Array(256), new Uint32Array(256)] as const
  const acFreq = [new Uint32Array(256), new Uint32Array(256)] as const
  const blocks = Array.from({ length: mcuX * mcuY }, (_, i) => i)
  const lumaBlocks = Array.from({ length: mcuX * mcuY * 4 }, (_, i) => i)
  const count = (t: 0 | 1) => [
    (cat: number) => dcFreq[t][cat]!++,
    (symbol: number) => acFreq[t][symbol]!++,
  ]
  const [lumaDc, lumaAc] = count(0)
  const [chromaDc, chromaAc] = count(1)
  scan(yCoeffs, lumaBlocks, lumaDc!, lumaAc!)
  scan(cbCoeffs, blocks, chromaDc!, chromaAc!)
  scan(crCoeffs, blocks, chromaDc!, chromaAc!)
  const dcTables = [buildHuffman(dcFreq[0]), buildHuffman(dcFreq[1])]
  const acTables = [buildHuffman(acFreq[0]), buildHuffman(acFreq[1])]

  // Second pass: the interleaved scan, MCU by MCU (four luma blocks, then Cb, then Cr).
  const bits = new BitWriter()
  const previous = [0, 0, 0]
  const writeBlock = (coeffs: Int16Array, block: number, component: number, t: 0 | 1) => {
    const dcTable = dcTables[t]!
    const acTable = acTables[t]!
    scan(
      coeffs.subarray(block * 64, block * 64 + 64),
      [0],
      // scan() sees one block, so its "difference" is the block's DC value itself.
      (_, value) => {
        const d = value - (previous[component] ?? 0)
        previous[component] = value
        const cat = category(d)
        bits.write(dcTable.code[cat] ?? 0, dcTable.size[cat] ?? 0)
        if (cat) bits.write(amplitude(d, cat), cat)
      },
      (symbol, value, size) => {
        bits.write(acTable.code[symbol] ?? 0, acTable.size[symbol] ?? 0)
        if (size) bits.write(amplitude(value, size), size)
      },
    )
  }
  for (let m = 0; m < mcuX * mcuY; m++) {
    for (let k = 0; k < 4; k++) writeBlock(yCoeffs, m * 4 + k, 0, 0)
    writeBlock(cbCoeffs, m, 1, 1)
    writeBlock(crCoeffs, m, 2, 1)
  }
  bits.finish()

  const out: number[] = []
  const u16 = (v: number) => out.push(v >> 8, v & 0xff)
  const segment = (marker: number, body: number[]) => {
    out.push(0xff, marker)
    u16(body.length + 2)
    out.push(...body)
  }
  out.push(0xff, 0xd8)
  // JFIF 1.01, no density, no thumbnail.
  segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
  segment(0xdb, [
    0,
    ...ZIGZAG.map((i) => lumaTable[i] ?? 1),
    1,
    ...ZIGZAG.map((i) => chromaTable[i] ?? 1),
  ])
  segment(0xc0, [
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    ...[1, 0x22, 0],
    ...[2, 0x11, 1],
    ...[3, 0x11, 1],
  ])
  const table = (id: number, h: Huffman) => [id, ...h.counts.slice(1), ...h.symbols]
  segment(0xc4, [
    ...table(0x00, dcTables[0]!),
    ...table(0x10, acTables[0]!),
    ...table(0x01, dcTables[1]!),
    ...table(0x11, acTables[1]!),
  ])
  segment(0xda, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0])
  const result = new Uint8Array(out.length + bits.bytes.length + 2)
  result.set(out)
  result.set(bits.bytes, out.length)
  result[result.length - 2] = 0xff
  result[result.length - 1] = 0xd9
  return result
}
