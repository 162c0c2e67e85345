import { useTranslation } from 'react-i18next'
import { mediaUrl } from '@/lib/media'
import { usePageTitle } from '@/lib/head'
import { useLocalized, useShopConfig } from '@/lib/shop-config'

const HERO_WIDTHS = [640, 1024, 1600]

/** Home: the shop's hero and its offers. */
export function OverviewPage() {
  const { t } = useTranslation()
  const config = useShopConfig()
  const localized = useLocalized()
  const title = localized(config.labels.title)
  // The home page has no title of its own: the document title is slogan | shop.
  usePageTitle(undefined)

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <img
          className="hero__image"
          src={mediaUrl(config.media.hero, 1024)}
          srcSet={HERO_WIDTHS.map((w) => `${mediaUrl(config.media.hero, w)} ${w}w`).join(', ')}
          sizes="100vw"
          width={1600}
          height={1067}
          alt=""
          fetchPriority="high"
        />
        <div className="hero__text">
          <h1 id="hero-title">{title}</h1>
          <p>{localized(config.labels.slogan)}</p>
        </div>
      </section>
      <section className="content-width overview" aria-labelledby="offers-title">
        <h2 id="offers-title">{t('home.heading')}</h2>
      </section>
    </>
  )
}
