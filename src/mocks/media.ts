/**
 * Procedural JPEGs for the mock media endpoint (GET /api/media/v1/media/{id}.jpg?width=N).
 *
 * Every id deterministically maps to its own picture: ids starting with `logo` get a square
 * brand mark, everything else a Swiss-looking landscape (sky, sun or moon, layered ridges with
 * snow, a lake or a meadow). All geometry is defined in normalised coordinates, so one id looks
 * the same at every width.
 *
 * Pure TypeScript on typed arrays, so it runs in Node (Vite mock middleware, Vitest) and in the
 * browser alike. Encoded as a media pipeline would serve them: quality 80 with 4:2:0 chroma
 * subsampling and the picture's own Huffman tables (src/mocks/jpeg-420.ts), as sharp or libjpeg
 * with optimised coding do by default.
 */
import { encodeJpeg420 } from './jpeg-420'

/** Widths the endpoint serves; requests are rounded up to the next one. */
export const MEDIA_WIDTHS = [64, 128, 256, 320, 480, 640, 768, 1024, 1280, 1600] as const

/** Fallback id for unknown media; renders an ordinary landscape. */
export const DEFAULT_MEDIA_ID = 'default'

const DEFAULT_WIDTH = 1024
const JPEG_QUALITY = 80
const CACHE_LIMIT = 200

/** Missing or invalid → 1024; otherwise rounds up to the next served width, capped at 1600. */
export function clampMediaWidth(width: number | null | undefined): number {
  if (width == null || !Number.isFinite(width) || width <= 0) return DEFAULT_WIDTH
  for (const w of MEDIA_WIDTHS) if (width <= w) return w
  return MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? DEFAULT_WIDTH
}

/** Width / height: logos are square, photos 3:2. */
export function mediaAspect(id: string): number {
  return isLogo(id) ? 1 : 3 / 2
}

// Small LRU: Map iteration order is insertion order, so re-inserting on hit keeps it fresh.
const cache = new Map<string, Uint8Array>()

/**
 * JPEG bytes for `id` at the clamped `width`. Deterministic; results are cached and shared,
 * so treat the returned array as read-only.
 */
export function renderMediaJpeg(id: string, width: number): Uint8Array {
  const w = clampMediaWidth(width)
  const key = `${id}@${w}`
  const hit = cache.get(key)
  if (hit) {
    cache.delete(key)
    cache.set(key, hit)
    return hit
  }

  const h = Math.round(w / mediaAspect(id))
  // RGBA; clamped so colours that overshoot while blending saturate instead of wrapping.
  const pixels = new Uint8ClampedArray(w * h * 4)
  if (isLogo(id)) paintLogo(pixels, w)
  else paintScene(pixels, w, h, mulberry32(hashString(id)))
  const bytes = encodeJpeg420(pixels, w, h, JPEG_QUALITY)

  cache.set(key, bytes)
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  return bytes
}

function isLogo(id: string): boolean {
  return id.startsWith('logo')
}

// ---------------------------------------------------------------------------------------------
// Randomness

/** FNV-1a plus a murmur3 finaliser, so ids like `p-1` / `p-2` land far apart. */
function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

type Rng = () => number

/** Tiny, fast, good-enough PRNG returning floats in [0, 1). */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng()
}

// ---------------------------------------------------------------------------------------------
// Colour helpers

type RGB = readonly [number, number, number]

function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

function scale(c: RGB, f: RGB): RGB {
  return [c[0] * f[0], c[1] * f[1], c[2] * f[2]]
}

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v
}

/** Alpha-blends `rgb` over pixel `i` (byte offset) with coverage `a`. */
function blend(px: Uint8ClampedArray, i: number, r: number, g: number, b: number, a: number) {
  if (a >= 1) {
    px[i] = r
    px[i + 1] = g
    px[i + 2] = b
    return
  }
  const r0 = px[i] ?? 0
  const g0 = px[i + 1] ?? 0
  const b0 = px[i + 2] ?? 0
  px[i] = r0 + (r - r0) * a
  px[i + 1] = g0 + (g - g0) * a
  px[i + 2] = b0 + (b - b0) * a
}

// ---------------------------------------------------------------------------------------------
// Landscape

interface Palette {
  skyTop: RGB
  skyHorizon: RGB
  /** Light around the sun / moon. */
  glow: RGB
  disc: RGB
  /** Back → front; the front ridge is the darkest and most saturated. */
  ridges: readonly [RGB, RGB, RGB]
  snow: RGB
  snowShade: RGB
  /** What valleys fade into (aerial perspective / morning mist). */
  haze: RGB
  water: RGB
  meadow: RGB
  cloud: RGB
  cloudShade: RGB
  glowStrength: number
  /** Glow radius as a fraction of the width. */
  glowRadius: number
  /** Sun / moon radius as a fraction of the width. */
  discRadius: number
  /** Vertical range of the disc centre, as fractions of the height. */
  discY: readonly [number, number]
  night: boolean
}

const DAY: Palette = {
  skyTop: [52, 118, 200],
  skyHorizon: [196, 224, 244],
  glow: [255, 250, 232],
  disc: [255, 253, 242],
  ridges: [
    [134, 158, 196],
    [78, 108, 146],
    [38, 74, 58],
  ],
  snow: [250, 252, 255],
  snowShade: [168, 188, 222],
  haze: [200, 222, 240],
  water: [40, 96, 134],
  meadow: [104, 142, 70],
  cloud: [255, 255, 255],
  cloudShade: [196, 210, 230],
  glowStrength: 0.7,
  glowRadius: 0.1,
  discRadius: 0.03,
  discY: [0.08, 0.2],
  night: false,
}

const DAWN: Palette = {
  skyTop: [82, 100, 168],
  skyHorizon: [252, 204, 166],
  glow: [255, 226, 178],
  disc: [255, 242, 214],
  ridges: [
    [178, 152, 178],
    [116, 98, 140],
    [54, 56, 84],
  ],
  snow: [255, 238, 230],
  snowShade: [182, 168, 204],
  haze: [242, 200, 186],
  water: [88, 94, 140],
  meadow: [82, 108, 68],
  cloud: [255, 226, 214],
  cloudShade: [176, 160, 190],
  glowStrength: 0.8,
  glowRadius: 0.16,
  discRadius: 0.036,
  discY: [0.2, 0.34],
  night: false,
}

const DUSK: Palette = {
  skyTop: [40, 44, 108],
  skyHorizon: [255, 152, 92],
  glow: [255, 196, 118],
  disc: [255, 230, 168],
  ridges: [
    [150, 98, 124],
    [92, 60, 96],
    [38, 30, 54],
  ],
  snow: [255, 210, 186],
  snowShade: [156, 122, 164],
  haze: [236, 146, 112],
  water: [64, 56, 98],
  meadow: [80, 70, 58],
  cloud: [255, 178, 140],
  cloudShade: [120, 80, 120],
  glowStrength: 0.9,
  glowRadius: 0.22,
  discRadius: 0.04,
  discY: [0.22, 0.36],
  night: false,
}

const NIGHT: Palette = {
  skyTop: [8, 14, 38],
  skyHorizon: [40, 58, 104],
  glow: [130, 150, 200],
  disc: [246, 244, 228],
  ridges: [
    [56, 68, 106],
    [32, 42, 74],
    [14, 20, 38],
  ],
  snow: [198, 210, 236],
  snowShade: [108, 122, 166],
  haze: [42, 58, 100],
  water: [16, 26, 54],
  meadow: [18, 28, 32],
  cloud: [80, 92, 130],
  cloudShade: [30, 38, 66],
  glowStrength: 0.45,
  glowRadius: 0.07,
  discRadius: 0.026,
  discY: [0.1, 0.24],
  night: true,
}

function pickPalette(rng: Rng): Palette {
  const r = rng()
  // Mostly daylight, like a product catalogue; the rest spread over dawn, dusk and night.
  return r < 0.45 ? DAY : r < 0.67 ? DAWN : r < 0.9 ? DUSK : NIGHT
}

/** Points in a ridge profile; sampled with linear interpolation, so it is width-independent. */
const PROFILE_SEGMENTS = 256

/**
 * Midpoint-displacement profile normalised to [0, 1]. `roughness` is how much each finer level
 * keeps of the previous displacement: low values give rolling hills, high values jagged peaks.
 */
function ridgeProfile(rng: Rng, roughness: number): Float32Array {
  const n = PROFILE_SEGMENTS
  const h = new Float32Array(n + 1)
  h[0] = rng()
  h[n] = rng()
  let amp = 1
  for (let step = n; step > 1; step >>= 1) {
    const half = step >> 1
    for (let i = half; i < n; i += step) {
      h[i] = ((h[i - half] ?? 0) + (h[i + half] ?? 0)) / 2 + (rng() - 0.5) * amp
    }
    amp *= roughness
  }
  let min = Infinity
  let max = -Infinity
  for (const v of h) {
    if (v < min) min = v
    if (v > max) max = v
  }
  const span = max - min || 1
  for (let i = 0; i <= n; i++) h[i] = ((h[i] ?? 0) - min) / span
  return h
}

interface RidgeLayer {
  /** Screen y of the ridge line per column (pixels, fractional). */
  top: Float32Array
  /** Facet lighting per column in [-1, 1]; positive faces the sun. */
  shade: Float32Array
  /**
   * Heavily smoothed ridge line. Lighting fade and mist are measured from it rather than from
   * `top`: a jagged reference would turn every notch in the ridge into a vertical streak.
   */
  smoothTop: Float32Array
  /** Horizontal shift of the lighting per pixel of depth (see paintRidge). */
  slant: number
  colour: RGB
  /** Lowest-reaching snow per column (pixels), or null for a snowless ridge. */
  snowLine: Float32Array | null
  snow: RGB
  snowShade: RGB
  /** Colour the layer fades into further down, how much, and over what fraction of the height. */
  haze: RGB
  mist: number
  mistDepth: number
}

/**
 * Ridge line from `peak` (highest point) to `base` (lowest point), both fractions of the height.
 * `sharpness` > 1 narrows the peaks and widens the valleys. `sunDir` is +1 when the light comes
 * from the left, -1 from the right.
 */
function buildRidge(
  rng: Rng,
  w: number,
  h: number,
  peak: number,
  base: number,
  roughness: number,
  sharpness: number,
  sunDir: number,
): Pick<RidgeLayer, 'top' | 'shade' | 'smoothTop' | 'slant'> {
  const profile = ridgeProfile(rng, roughness)
  const n = PROFILE_SEGMENTS
  for (let i = 0; i <= n; i++) profile[i] = (profile[i] ?? 0) ** sharpness
  const rangePx = (base - peak) * h

  // Facet lighting per profile point from the slope over a wide window: per-segment slopes
  // flicker from column to column and read as streaks, broad ones read as mountain faces.
  const lightAt = new Float32Array(n + 1)
  const smooth = new Float32Array(n + 1)
  const reach = 7
  const smoothReach = 12
  for (let i = 0; i <= n; i++) {
    const i0 = Math.max(0, i - reach)
    const i1 = Math.min(n, i + reach)
    const slope = (((profile[i1] ?? 0) - (profile[i0] ?? 0)) / (i1 - i0)) * n * (rangePx / w)
    lightAt[i] = Math.max(-1, Math.min(1, slope * sunDir * 1.6))
    let sum = 0
    let count = 0
    for (let j = Math.max(0, i - smoothReach); j <= Math.min(n, i + smoothReach); j++) {
      sum += profile[j] ?? 0
      count++
    }
    smooth[i] = sum / count
  }

  const top = new Float32Array(w)
  const shade = new Float32Array(w)
  const smoothTop = new Float32Array(w)
  for (let x = 0; x < w; x++) {
    const u = (x / Math.max(1, w - 1)) * n
    const i = Math.min(n - 1, Math.floor(u))
    const f = u - i
    const a = profile[i] ?? 0
    top[x] = base * h - (a + ((profile[i + 1] ?? 0) - a) * f) * rangePx
    const la = lightAt[i] ?? 0
    shade[x] = la + ((lightAt[i + 1] ?? 0) - la) * f
    const sa = smooth[i] ?? 0
    smoothTop[x] = base * h - (sa + ((smooth[i + 1] ?? 0) - sa) * f) * rangePx
  }
  return { top, shade, smoothTop, slant: -0.7 * sunDir }
}

/** Jagged lower edge of the snow: around `level` (fraction of height), ±`jitter`. */
function buildSnowLine(rng: Rng, w: number, h: number, level: number, jitter: number) {
  const profile = ridgeProfile(rng, 0.78)
  const n = PROFILE_SEGMENTS
  const line = new Float32Array(w)
  for (let x = 0; x < w; x++) {
    const u = (x / Math.max(1, w - 1)) * n
    const i = Math.min(n - 1, Math.floor(u))
    const a = profile[i] ?? 0
    const p = a + ((profile[i + 1] ?? 0) - a) * (u - i)
    line[x] = (level + (p - 0.5) * 2 * jitter) * h
  }
  return line
}

/** Pine trees poking out of a ridge line (raises `top` in place). */
function addTrees(rng: Rng, top: Float32Array, w: number, h: number, count: number) {
  // Root every tree on the bare ridge: rooting on the updated line stacks trees into towers.
  const ground = top.slice()
  for (let t = 0; t < count; t++) {
    const cx = rng() * w
    const height = between(rng, 0.02, 0.05) * h
    const halfWidth = height * between(rng, 0.2, 0.28)
    const root = (ground[Math.min(w - 1, Math.floor(cx))] ?? 0) + height * 0.3
    const x0 = Math.max(0, Math.floor(cx - halfWidth))
    const x1 = Math.min(w - 1, Math.ceil(cx + halfWidth))
    for (let x = x0; x <= x1; x++) {
      const y = root - height + (Math.abs(x + 0.5 - cx) / halfWidth) * height
      if (y < (top[x] ?? 0)) top[x] = y
    }
  }
}

/** Paints `layer` down to row `bottom` (exclusive). */
function paintRidge(
  px: Uint8ClampedArray,
  w: number,
  h: number,
  layer: RidgeLayer,
  bottom: number,
) {
  const { top, shade, smoothTop, colour, snowLine, snow, snowShade, haze, mist } = layer
  let minTop = h
  for (const v of top) if (v < minTop) minTop = v
  const fade = 1 / (0.14 * h) // facet lighting dies out over ~14 % of the height
  const slant = layer.slant
  const mistScale = 1 / (layer.mistDepth * h)
  for (let y = Math.max(0, Math.floor(minTop)); y < Math.min(h, bottom); y++) {
    const row = y * w * 4
    for (let x = 0; x < w; x++) {
      const t = top[x] ?? 0
      const cover = y + 1 - t // fraction of this pixel row below the ridge line (anti-aliasing)
      if (cover <= 0) continue
      const depth = Math.max(0, y + 0.5 - (smoothTop[x] ?? 0))
      // Sample the lighting along a slanted line so face boundaries run diagonally down the
      // mountain like rock ribs instead of straight down as vertical stripes.
      let sx = x + ((depth * slant) | 0)
      sx = sx < 0 ? 0 : sx >= w ? w - 1 : sx
      const s = (shade[sx] ?? 0) / (1 + depth * fade)
      // Lit faces brighten a little, shaded ones darken more: reads as sunlight, not noise.
      const light = s > 0 ? 1 + 0.2 * s : 1 + 0.35 * s
      let r = colour[0] * light
      let g = colour[1] * light
      let b = colour[2] * light
      if (snowLine) {
        // Slanted like the lighting, so snow runs down the gullies in tongues.
        const sc = clamp01((snowLine[sx] ?? 0) - y)
        if (sc > 0) {
          const k = s < 0 ? -s : 0
          r += (snow[0] + (snowShade[0] - snow[0]) * k - r) * sc
          g += (snow[1] + (snowShade[1] - snow[1]) * k - g) * sc
          b += (snow[2] + (snowShade[2] - snow[2]) * k - b) * sc
        }
      }
      const m = mist * clamp01(depth * mistScale)
      r += (haze[0] - r) * m
      g += (haze[1] - g) * m
      b += (haze[2] - b) * m
      blend(px, row + x * 4, r, g, b, cover)
    }
  }
}

function paintSky(
  px: Uint8ClampedArray,
  w: number,
  h: number,
  pal: Palette,
  sunX: number,
  sunY: number,
  horizonY: number,
) {
  const glowR = pal.glowRadius * w
  const invGlow2 = 1 / (glowR * glowR)
  const [gr, gg, gb] = pal.glow
  for (let y = 0; y < h; y++) {
    const t = clamp01(y / horizonY)
    const [rr, rg, rb] = mix(pal.skyTop, pal.skyHorizon, t * Math.sqrt(t))
    const dy2 = (y - sunY) * (y - sunY)
    const row = y * w * 4
    for (let x = 0; x < w; x++) {
      const dx = x - sunX
      // Lorentzian falloff: a bright core with a long soft tail, and no exp/sqrt per pixel.
      const g = pal.glowStrength / (1 + (dx * dx + dy2) * invGlow2)
      const i = row + x * 4
      px[i] = rr + (gr - rr) * g
      px[i + 1] = rg + (gg - rg) * g
      px[i + 2] = rb + (gb - rb) * g
    }
  }
}

/** Sun or moon; `crescent` > 0 cuts a crescent out of the disc. */
function paintDisc(
  px: Uint8ClampedArray,
  w: number,
  h: number,
  cx: number,
  cy: number,
  radius: number,
  colour: RGB,
  crescent: boolean,
) {
  const x0 = Math.max(0, Math.floor(cx - radius - 1))
  const x1 = Math.min(w - 1, Math.ceil(cx + radius + 1))
  const y0 = Math.max(0, Math.floor(cy - radius - 1))
  const y1 = Math.min(h - 1, Math.ceil(cy + radius + 1))
  const ox = cx + radius * 0.42
  const oy = cy - radius * 0.22
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const px0 = x + 0.5
      const py0 = y + 0.5
      let a = clamp01(radius - Math.hypot(px0 - cx, py0 - cy) + 0.5)
      if (crescent) a *= 1 - clamp01(radius * 0.92 - Math.hypot(px0 - ox, py0 - oy) + 0.5)
      if (a > 0) blend(px, (y * w + x) * 4, colour[0], colour[1], colour[2], a)
    }
  }
}

function paintStars(px: Uint8ClampedArray, w: number, h: number, rng: Rng) {
  const size = w >= 960 ? 2 : 1
  // A one-pixel star is huge in a thumbnail, so small renders get fainter stars.
  const faint = Math.min(1, w / 400)
  for (let k = 0; k < 120; k++) {
    const x = Math.floor(rng() * (w - size))
    const v = rng() ** 1.5 * 0.6 // denser towards the zenith
    const y = Math.floor(v * h)
    const a = between(rng, 0.3, 1) * (1 - v / 0.65) * faint
    for (let dy = 0; dy < size; dy++) {
      for (let dx = 0; dx < size; dx++) blend(px, ((y + dy) * w + x + dx) * 4, 255, 252, 236, a)
    }
  }
}

/** A few flat-bottomed cumulus clouds built from overlapping soft ellipses. */
function paintClouds(px: Uint8ClampedArray, w: number, h: number, rng: Rng, pal: Palette) {
  const count = 1 + Math.floor(rng() * 3)
  for (let c = 0; c < count; c++) {
    const cx = rng() * w
    const baseY = between(rng, 0.12, 0.3) * h
    const span = between(rng, 0.1, 0.22) * w
    const opacity = between(rng, 0.65, 0.95)
    const blobs: { x: number; y: number; rx2: number; ry2: number }[] = []
    let x0 = w
    let x1 = 0
    let y0 = h
    const blobCount = 4 + Math.floor(rng() * 4)
    for (let b = 0; b < blobCount; b++) {
      const bx = cx + (rng() - 0.5) * span
      // Blobs near the middle of the cloud are bigger: a rounded heap, not a sausage.
      const centre = 1 - Math.abs(bx - cx) / span
      const rx = span * between(rng, 0.18, 0.3) * (0.6 + centre)
      const ry = rx * between(rng, 0.5, 0.7)
      const by = baseY - ry * between(rng, 0.1, 0.5)
      blobs.push({ x: bx, y: by, rx2: rx * rx, ry2: ry * ry })
      x0 = Math.min(x0, bx - rx)
      x1 = Math.max(x1, bx + rx)
      y0 = Math.min(y0, by - ry)
    }
    const top = Math.max(0, Math.floor(y0))
    const bottom = Math.min(h - 1, Math.ceil(baseY))
    const left = Math.max(0, Math.floor(x0))
    const right = Math.min(w - 1, Math.ceil(x1))
    const edge = Math.max(1, 0.004 * h)
    for (let y = top; y <= bottom; y++) {
      const vt = (y - y0) / Math.max(1, baseY - y0)
      const [r, g, b] = mix(pal.cloud, pal.cloudShade, vt * vt * 0.9)
      const flat = clamp01((baseY - y) / edge)
      for (let x = left; x <= right; x++) {
        let density = 0
        for (const blob of blobs) {
          const q = (x - blob.x) ** 2 / blob.rx2 + (y - blob.y) ** 2 / blob.ry2
          if (q < 1) density += (1 - q) * (1 - q)
        }
        if (density <= 0) continue
        blend(px, (y * w + x) * 4, r, g, b, Math.min(1, density * 2.5) * opacity * flat)
      }
    }
  }
}

/** Mirrors everything above `lakeY` into a rippled, tinted lake, with a glitter path. */
function paintLake(
  px: Uint8ClampedArray,
  w: number,
  h: number,
  lakeY: number,
  pal: Palette,
  sunX: number,
  phase: number,
) {
  const [wr, wg, wb] = pal.water
  const [gr, gg, gb] = pal.glow
  const shore = lakeY + Math.max(1, Math.round(0.004 * h))
  const depthPx = Math.max(1, h - lakeY)
  for (let y = lakeY; y < h; y++) {
    const k = (y - lakeY) / depthPx // 0 at the shore, 1 at the bottom edge
    // sqrt(k): ripples are packed tighter towards the far shore, as in perspective.
    const wave = Math.sin(Math.sqrt(k) * 90 + phase)
    const ox = Math.round(wave * (0.6 + 5 * k) * (w / 1000))
    const src = Math.max(0, 2 * lakeY - y - 1)
    const waterMix = 0.25 + 0.45 * k
    const darken = y < shore ? 0.6 : 0.88
    const spread = (0.02 + 0.07 * k) * w
    const sparkle = Math.max(0, wave) ** 6 * (1 - k * 0.5) * 0.8
    const dashPhase = Math.sin(k * 733.1) * 50 // pseudo-random per row
    const row = y * w * 4
    const srcRow = src * w * 4
    for (let x = 0; x < w; x++) {
      const sx = Math.min(w - 1, Math.max(0, x + ox))
      const si = srcRow + sx * 4
      let r = (px[si] ?? 0) * darken
      let g = (px[si + 1] ?? 0) * darken
      let b = (px[si + 2] ?? 0) * darken
      r += (wr - r) * waterMix
      g += (wg - g) * waterMix
      b += (wb - b) * waterMix
      const dx = (x - sunX) / spread
      // Break each ripple highlight into dashes: glitter, not ruled lines.
      const dash = Math.sin((x / w) * 180 + dashPhase) - 0.3
      const glitter = dash > 0 ? (sparkle * dash) / (1 + dx * dx * dx * dx) : 0
      const i = row + x * 4
      px[i] = r + (gr - r) * glitter
      px[i + 1] = g + (gg - g) * glitter
      px[i + 2] = b + (gb - b) * glitter
    }
  }
}

function paintScene(px: Uint8ClampedArray, w: number, h: number, rng: Rng) {
  const pal = pickPalette(rng)
  // Per-scene tint, so two scenes at the same time of day still differ in mood.
  const tint: RGB = [between(rng, 0.9, 1.08), between(rng, 0.92, 1.08), between(rng, 0.92, 1.1)]
  const hasLake = rng() < 0.55
  const horizon = hasLake ? between(rng, 0.7, 0.78) : between(rng, 0.76, 0.84)
  const sunX = between(rng, 0.14, 0.86) * w
  const sunY = between(rng, pal.discY[0], pal.discY[1]) * h
  const sunDir = sunX < w / 2 ? 1 : -1

  paintSky(px, w, h, pal, sunX, sunY, horizon * h)
  if (pal.night) paintStars(px, w, h, rng)
  paintDisc(px, w, h, sunX, sunY, pal.discRadius * w, pal.disc, pal.night && rng() < 0.6)
  if (!pal.night && rng() < 0.75) paintClouds(px, w, h, rng, pal)

  const [back, mid, front] = pal.ridges
  const layers: RidgeLayer[] = []

  // Back range: high, jagged, snow-capped, paled by distance.
  const backPeak = between(rng, 0.1, 0.2)
  const backBase = backPeak + between(rng, 0.24, 0.32)
  const backSnow = backPeak + (backBase - backPeak) * between(rng, 0.35, 0.55)
  layers.push({
    ...buildRidge(rng, w, h, backPeak, backBase, 0.55, 1.7, sunDir),
    colour: scale(back, tint),
    snowLine: buildSnowLine(rng, w, h, backSnow, 0.06),
    snow: pal.snow,
    snowShade: pal.snowShade,
    haze: mix(pal.haze, pal.skyHorizon, 0.5),
    mist: 0.55,
    mistDepth: 0.3,
  })

  // Middle range: lower, sometimes with a dusting of snow on the highest tops.
  const midPeak = between(rng, 0.33, 0.42)
  const midBase = midPeak + between(rng, 0.12, 0.18)
  const midSnow = rng() < 0.35
  layers.push({
    ...buildRidge(rng, w, h, midPeak, midBase, 0.5, 1.3, sunDir),
    colour: scale(mid, tint),
    snowLine: midSnow ? buildSnowLine(rng, w, h, midPeak + 0.03, 0.025) : null,
    snow: mix(pal.snow, mid, 0.15),
    snowShade: mix(pal.snowShade, mid, 0.3),
    haze: pal.haze,
    mist: 0.5,
    mistDepth: 0.22,
  })

  // Front ridge: dark, often forested hills just above the lake / meadow.
  const frontBase = horizon - 0.015
  const frontPeak = frontBase - between(rng, 0.1, 0.18)
  const frontRidge = buildRidge(rng, w, h, frontPeak, frontBase, 0.42, 1, sunDir)
  if (rng() < 0.65) addTrees(rng, frontRidge.top, w, h, 60 + Math.floor(rng() * 80))
  layers.push({
    ...frontRidge,
    colour: scale(front, tint),
    snowLine: null,
    snow: pal.snow,
    snowShade: pal.snowShade,
    haze: mix(pal.haze, front, 0.45),
    mist: 0.35,
    mistDepth: 0.15,
  })

  const lakeY = Math.round(horizon * h)
  if (!hasLake) {
    // Alpine meadow in the foreground, darkening towards the bottom edge.
    const meadowTop = horizon - between(rng, 0.02, 0.06)
    const meadow = scale(pal.meadow, tint)
    layers.push({
      ...buildRidge(rng, w, h, meadowTop, meadowTop + between(rng, 0.05, 0.09), 0.35, 1, sunDir),
      colour: meadow,
      snowLine: null,
      snow: pal.snow,
      snowShade: pal.snowShade,
      haze: scale(meadow, [0.55, 0.6, 0.6]),
      mist: 0.8,
      mistDepth: 0.3,
    })
  }

  // Each layer only needs painting down to where the next one covers every column (and the
  // lake replaces everything below its shore line): skipping that overdraw halves the work.
  layers.forEach((layer, n) => {
    const next = layers[n + 1]
    let bottom = hasLake ? lakeY : h
    if (next) {
      let lowest = 0
      for (const v of next.top) if (v > lowest) lowest = v
      bottom = Math.min(bottom, Math.ceil(lowest) + 1)
    }
    paintRidge(px, w, h, layer, bottom)
  })
  if (hasLake) paintLake(px, w, h, lakeY, pal, sunX, rng() * Math.PI * 2)
}

// ---------------------------------------------------------------------------------------------
// Logo

const LOGO_TEAL: RGB = [15, 76, 92]

/**
 * Edge equations of a triangle given in unit coordinates, scaled to `size` pixels: three
 * [a, b, c] triples with a·x + b·y + c = signed distance to that edge (negative inside).
 */
function triangleEdges(points: readonly [number, number][], size: number): Float64Array {
  const edges = new Float64Array(9)
  const [p0 = [0, 0], p1 = [0, 0], p2 = [0, 0]] = points
  // Winding decides which side of each edge is inside.
  const sign = (p1[0] - p0[0]) * (p2[1] - p0[1]) - (p1[1] - p0[1]) * (p2[0] - p0[0]) > 0 ? 1 : -1
  const pairs = [
    [p0, p1],
    [p1, p2],
    [p2, p0],
  ] as const
  pairs.forEach(([a, b], k) => {
    const dx = (b[0] - a[0]) * size
    const dy = (b[1] - a[1]) * size
    const len = Math.sqrt(dx * dx + dy * dy)
    // Unit normal pointing into the triangle; distance = -normal · (p - a).
    const nx = (-dy / len) * sign
    const ny = (dx / len) * sign
    edges[k * 3] = -nx
    edges[k * 3 + 1] = -ny
    edges[k * 3 + 2] = (nx * a[0] + ny * a[1]) * size
  })
  return edges
}

/** Max over the edge distances: exact inside, a close-enough bound outside (sharp corners). */
function triangleDistance(e: Float64Array, x: number, y: number): number {
  const d0 = (e[0] ?? 0) * x + (e[1] ?? 0) * y + (e[2] ?? 0)
  const d1 = (e[3] ?? 0) * x + (e[4] ?? 0) * y + (e[5] ?? 0)
  const d2 = (e[6] ?? 0) * x + (e[7] ?? 0) * y + (e[8] ?? 0)
  return Math.max(d0, d1, d2)
}

/**
 * Rounded teal square with a white two-peak mountain glyph. Shapes are drawn from signed
 * distances so the edges stay crisp and anti-aliased down to 64 px.
 */
function paintLogo(px: Uint8ClampedArray, size: number) {
  const big = triangleEdges(
    [
      [0.6, 0.25],
      [0.86, 0.73],
      [0.34, 0.73],
    ],
    size,
  )
  const small = triangleEdges(
    [
      [0.37, 0.41],
      [0.56, 0.73],
      [0.16, 0.73],
    ],
    size,
  )
  // Pixel box of the glyph (plus AA margin); outside it only the tile needs evaluating.
  const gx0 = Math.floor(0.16 * size) - 1
  const gx1 = Math.ceil(0.86 * size) + 1
  const gy0 = Math.floor(0.25 * size) - 1
  const gy1 = Math.ceil(0.73 * size) + 1
  // A teal gap around the small peak separates it from the big one.
  const gap = Math.max(1, 0.03 * size)
  const half = size / 2
  const radius = 0.2 * size
  const inner = half - radius
  const [tr, tg, tb] = LOGO_TEAL
  for (let y = 0; y < size; y++) {
    const py = y + 0.5
    const qy = Math.abs(py - half) - inner
    const glyphRow = y >= gy0 && y <= gy1
    for (let x = 0; x < size; x++) {
      const pxl = x + 0.5
      const qx = Math.abs(pxl - half) - inner
      // Rounded-rectangle signed distance; the sqrt is only needed near the corners.
      const dBox =
        qx > 0 && qy > 0 ? Math.sqrt(qx * qx + qy * qy) - radius : Math.max(qx, qy) - radius
      const box = clamp01(0.5 - dBox)
      let glyph = 0
      if (glyphRow && x >= gx0 && x <= gx1) {
        const dSmall = triangleDistance(small, pxl, py)
        const dBig = triangleDistance(big, pxl, py)
        glyph = Math.max(clamp01(0.5 - dSmall), clamp01(0.5 - dBig) * clamp01(dSmall - gap + 0.5))
      }
      // White page behind the rounded corners, teal tile, white glyph on top.
      const a = box * (1 - glyph)
      const i = (y * size + x) * 4
      px[i] = 255 + (tr - 255) * a
      px[i + 1] = 255 + (tg - 255) * a
      px[i + 2] = 255 + (tb - 255) * a
    }
  }
}
