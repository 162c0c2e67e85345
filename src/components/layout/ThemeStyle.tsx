import { usePalette } from '@/lib/theme/palette'
import { useShopConfig } from '@/api/config'

/** The shop's palette as CSS custom properties on the document, set with the first paint. */
export function ThemeStyle() {
  usePalette('shop', useShopConfig().theme.colorPalette)
  return null
}
