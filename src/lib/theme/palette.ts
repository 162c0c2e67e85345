import { useLayoutEffect } from 'react'
import { guardPalette, type ContrastAdjustment, type Palette } from './contrast'

/**
 * The palette as CSS custom properties: --palette-<name>-bg / --palette-<name>-fg, with every
 * colour that would be unreadable adjusted until it passes WCAG 2.2 AA (src/lib/theme/contrast.ts).
 */
export function paletteProperties(
  palette: Palette,
  report: (adjustments: ContrastAdjustment[]) => void = () => {},
): Record<string, string> {
  const guarded = guardPalette(palette)
  if (guarded.adjustments.length) report(guarded.adjustments)
  return Object.fromEntries(
    Object.entries(guarded.palette).flatMap(([name, entry]) => [
      [`--palette-${name}-bg`, `rgb(${entry.background.join(' ')})`],
      [`--palette-${name}-fg`, `rgb(${entry.foreground.join(' ')})`],
    ]),
  )
}

/** In development, tells the shop's developer which configured colours were changed and why. */
function reportInDevelopment(adjustments: ContrastAdjustment[]) {
  if (!import.meta.env.DEV) return
  for (const a of adjustments) {
    console.warn(
      `Shop palette: ${a.colour} rgb(${a.from.join(' ')}) is too low in contrast (WCAG 2.2 AA); ` +
        `shown as rgb(${a.to.join(' ')}).`,
    )
  }
}

/** Palettes in force, by layer: a widget's frame configuration overrides the shop's own. */
const paletteLayers = new Map<'shop' | 'frame', Palette>()

function applyPalettes() {
  const style = document.documentElement.style
  // Merged before the check: a frame's override is checked together with the shop's colours.
  const merged = paletteProperties(
    { ...paletteLayers.get('shop'), ...paletteLayers.get('frame') },
    reportInDevelopment,
  )
  // Every palette property the document has, also those a prerendered page's HTML set before the
  // app (a colour the shop has since taken out must go).
  const present = Array.from({ length: style.length }, (_, i) => style.item(i))
  for (const name of present)
    if (name.startsWith('--palette-') && !(name in merged)) style.removeProperty(name)
  for (const [name, value] of Object.entries(merged)) style.setProperty(name, value)
}

/**
 * Sets a palette on the document element before the first paint. Through the CSSOM, not a
 * <style> element: the Content-Security-Policy allows only the build's own style sheets inline
 * (by hash, scripts/csp.ts), and a palette is the shop's, not the build's.
 */
export function usePalette(layer: 'shop' | 'frame', palette: Palette | undefined): void {
  useLayoutEffect(() => {
    if (!palette) return
    paletteLayers.set(layer, palette)
    applyPalettes()
    return () => {
      paletteLayers.delete(layer)
      applyPalettes()
    }
  }, [layer, palette])
}
