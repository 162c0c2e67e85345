import { paletteCss, useShopConfig } from '@/lib/shop-config'

/** The shop's palette as CSS custom properties, rendered with the first paint. */
export function ThemeStyle() {
  const config = useShopConfig()
  return <style data-testid="shop-theme">{paletteCss(config)}</style>
}
