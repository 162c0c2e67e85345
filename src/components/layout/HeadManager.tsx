import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { composeDocumentTitle, upsertHeadElement, useCurrentPageTitle } from '@/lib/head'
import { FAVICON_WIDTH, SHARE_IMAGE_WIDTH, mediaUrl } from '@/lib/media'
import { useLocalized, useShopConfig } from '@/lib/shop-config'
import { whenLoadedAndIdle } from '@/lib/when-idle'

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
  }, [pageTitle, shopTitle, slogan, language, config.media.hero])

  // The shop's favicon once the page has loaded: the browser fetches an icon at once, beside the
  // page's largest picture on a slow link (index.html names none that needs fetching).
  useEffect(
    () =>
      whenLoadedAndIdle(() =>
        upsertHeadElement(
          'link',
          { name: 'rel', value: 'icon' },
          { href: mediaUrl(config.media.logo, FAVICON_WIDTH), type: 'image/jpeg' },
        ),
      ),
    [config.media.logo],
  )

  return null
}
