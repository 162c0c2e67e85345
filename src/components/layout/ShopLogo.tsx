import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFirstCriticalWorkDone } from '@/lib/loading/critical-work'
import { showsPrerenderedView } from '@/lib/loading/first-view'
import { mediaUrl } from '@/lib/http/media'
import { useLocalized } from '@/lib/i18n/use-localized'
import { useShopConfig } from '@/api/config'

/**
 * The shop's logo in the header. Its file is asked for once the visit's first hold is over (the
 * page's first pictures shown, a listing's first days' slots in: src/lib/loading/critical-work.ts), like the
 * cards further down and the cart button: on a phone's slow link the largest paint's picture
 * comes first. Its box is kept meanwhile (no layout shift)
 * and its alt text hidden (styles.css, img:not([src])). The prerendered first view (rendered where
 * there is no document) names its file at once, as without a script nothing would add it later,
 * and the app's render that takes that view over keeps it, so the logo does not blink.
 */
export function ShopLogo({ size = 48 }: { size?: number }) {
  const { t } = useTranslation()
  const config = useShopConfig()
  const localized = useLocalized()
  const [inFirstView] = useState(() => typeof document === 'undefined' || showsPrerenderedView())
  const shown = useFirstCriticalWorkDone() || inFirstView
  return (
    <img
      className="shop-logo"
      src={shown ? mediaUrl(config.media.logo, size * 2) : undefined}
      width={size}
      height={size}
      // Without a source the attributes alone keep no box in Chrome (its alt text is laid out
      // instead): the size is set here too, so the header does not move when the file comes.
      style={{ width: size, height: size }}
      alt={t('logoAlt', { title: localized(config.labels.title) })}
    />
  )
}
