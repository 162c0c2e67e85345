import { useTranslation } from 'react-i18next'
import { mediaUrl } from '@/lib/media'
import { useLocalized, useShopConfig } from '@/lib/shop-config'

export function ShopLogo({ size = 48 }: { size?: number }) {
  const { t } = useTranslation()
  const config = useShopConfig()
  const localized = useLocalized()
  return (
    <img
      className="shop-logo"
      src={mediaUrl(config.media.logo, size * 2)}
      width={size}
      height={size}
      alt={t('logoAlt', { title: localized(config.labels.title) })}
    />
  )
}
