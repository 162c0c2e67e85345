import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { composeDocumentTitle, upsertHeadElement, useCurrentPageTitle } from '@/lib/head'
import { FAVICON_WIDTH, SHARE_IMAGE_WIDTH, mediaUrl } from '@/lib/media'
import { useLocalized, useShopConfig } from '@/lib/shop-config'

/** Title, description, share image, favicon and <html lang>, kept in step with page and language. */
export function HeadManager() {
  const config = useShopConfig()
  const localized = useLocalized()
  const { i18n } = useTranslation()
  const pageTitle = useCurrentPageTitle()
  const shopTitle = localized(config.labels.title)
  const slogan = localized(config.labels.slogan)
  const language = i18n.language

  useEffect(() => {
    const title = composeDocumentTitle(pageTitle, shopTitle, slogan)
    document.title = title
    document.documentElement.lang = language
    const image = new URL(mediaUrl(config.media.hero, SHARE_IMAGE_WIDTH), window.location.href).href
    upsertHeadElement('meta', { name: 'name', value: 'description' }, { content: slogan })
    upsertHeadElement('meta', { name: 'property', value: 'og:title' }, { content: title })
    upsertHeadElement('meta', { name: 'property', value: 'og:description' }, { content: slogan })
    upsertHeadElement('meta', { name: 'property', value: 'og:image' }, { content: image })
    upsertHeadElement('meta', { name: 'property', value: 'og:locale' }, { content: language })
    upsertHeadElement(
      'link',
      { name: 'rel', value: 'icon' },
      { href: mediaUrl(config.media.logo, FAVICON_WIDTH), type: 'image/jpeg' },
    )
  }, [pageTitle, shopTitle, slogan, language, config.media.hero, config.media.logo])

  return null
}
