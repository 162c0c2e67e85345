import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listFiles, rejectionOf } from './check-dist.mjs'

describe('check-dist', () => {
  it('accepts what a browser loads, with precompressed copies', () => {
    for (const file of [
      'index.html',
      'index.html.gz',
      'version.json',
      'embed.js',
      'embed.js.br',
      'favicon.svg',
      'robots.txt',
      'assets/index-CMTfXLqQ.js',
      'assets/index-CMTfXLqQ.js.br',
      'assets/checkout-Cd1WxStZ.css.gz',
      'assets/inter-latin-B1k_x9-Z.woff2',
      'de/index.html',
      'en/listing/canyoning-saxetbach/index.html',
      'fr/privacy-policy/index.html',
      'sitemap.xml',
      'feeds/things-to-do.json',
    ]) {
      expect(rejectionOf(file), file).toBeNull()
    }
  })

  it('rejects source maps, the manifest, example and test pages and anything unknown', () => {
    expect(rejectionOf('assets/index-CMTfXLqQ.js.map')).toBe('source map')
    expect(rejectionOf('assets/index-CMTfXLqQ.js.map.gz')).toBe('source map')
    expect(rejectionOf('.vite/manifest.json')).toBe('build manifest')
    expect(rejectionOf('embed-example.html')).toBe('example or test file')
    expect(rejectionOf('mockServiceWorker.js')).toBe('example or test file')
    expect(rejectionOf('test/index.html')).toBe('example or test file')
    expect(rejectionOf('other.html')).toMatch(/not on the list/)
    expect(rejectionOf('assets/unhashed.js')).toMatch(/not on the list/)
    expect(rejectionOf('.env')).toMatch(/not on the list/)
    // Only public pages are prerendered: a private page's HTML would be a stray file.
    expect(rejectionOf('de/checkout/index.html')).toMatch(/not on the list/)
    expect(rejectionOf('en/listing/x/index.html.tmp')).toMatch(/not on the list/)
  })

  it('lists nested files relative to the folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-dist-'))
    try {
      mkdirSync(join(dir, 'assets'))
      writeFileSync(join(dir, 'index.html'), '')
      writeFileSync(join(dir, 'assets', 'a-12345678.js'), '')
      expect(listFiles(dir)).toEqual([join('assets', 'a-12345678.js'), 'index.html'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
