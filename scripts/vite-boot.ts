import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { CARD_PICTURE, GRID } from '../src/features/listings/card-picture.ts'
import { MEDIA_PATH } from '../src/lib/media.ts'

/** First catalogues of every page (src/lib/i18n.ts NAMESPACES): preloaded from index.html. */
const FIRST_NAMESPACES = ['common', 'errors']

/**
 * The start-up failure's texts (src/lib/i18n.ts `startupTexts`), in every language, inline in
 * index.html: when the catalogues cannot be fetched (offline at start) the error screen still
 * speaks the visitor's language. Taken from locales/<lng>/errors.json at build time (one source).
 */
export const STARTUP_KEYS = [
  'statusCode',
  'tryAgain',
  'goHome',
  'form.unavailable',
  'malformed',
  'status.500',
  'status.default',
  'connection',
  'chunk',
]

function startupTexts(root: string): Record<string, Record<string, unknown>> {
  const texts: Record<string, Record<string, unknown>> = {}
  for (const lng of ['de', 'en', 'fr']) {
    const all = JSON.parse(readFileSync(join(root, 'locales', lng, 'errors.json'), 'utf8'))
    const picked: Record<string, unknown> = {}
    for (const key of STARTUP_KEYS) {
      const path = key.split('.')
      let from: any = all // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON walk
      let to: any = picked // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON walk
      path.forEach((part, i) => {
        from = from?.[part]
        if (i < path.length - 1) to = to[part] ??= {}
        else if (from !== undefined) to[part] = from
      })
    }
    texts[lng] = picked
  }
  return texts
}

/**
 * The critical path starts in index.html, before the app bundle has arrived: a tiny inline script
 * (CSP: allowed by its hash, computed from dist/index.html) requests the shop configuration and
 * module-preloads the current language's first catalogues. The app adopts both (src/lib/boot.ts,
 * src/lib/i18n.ts): nothing is requested twice. The language is the path's; for the bare / the
 * cookie's (the detector decides later, and only there).
 * On the overview without filters (/de, /en, /fr and no query string) the first page of
 * listings does not depend on the configuration (src/features/listings/search.ts: no search, no
 * filters), so it is requested at the same time; the overview's loader adopts it. As soon as
 * that answer is there, the first row's card pictures (the page's largest paint) are preloaded
 * with high priority, with the card's own `srcset` and `sizes` (src/features/listings/
 * card-picture.ts): the browser picks the same file for the preload and the card, so the card
 * finds it loading or loaded and it is fetched once (e2e/requests.spec.ts).
 */
export function bootPlugin(apiBaseUrl: string, configPath: string, listingsPath: string): Plugin {
  let base = '/'
  let root = process.cwd()
  return {
    name: 'webshop:boot',
    configResolved(config) {
      base = config.base
      root = config.root
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const catalogues: Record<string, string[]> = {}
        for (const chunk of Object.values(context.bundle ?? {})) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue
          const match = /locales\/(\w+)\/(\w+)\.json$/.exec(chunk.facadeModuleId)
          if (match && FIRST_NAMESPACES.includes(match[2]!))
            (catalogues[match[1]!] ??= []).push(base + chunk.fileName)
        }
        const api = apiBaseUrl.replace(/\/+$/, '')
        // The first row's pictures: as many cards as the grid's first row holds (OverviewPage's
        // firstRowCount), each the card's picture (ListingCard, MediaImage, src/lib/media.ts).
        const picture =
          `var P=function(t){try{var x=JSON.parse(t).data,f=parseFloat(getComputedStyle(d.documentElement).fontSize)||16,` +
          `w=Math.min(innerWidth-2*f,${GRID.contentRem}*f),n=Math.max(1,Math.floor((w+${GRID.gapRem}*f)/(${GRID.cardMinRem + GRID.gapRem}*f)));` +
          `x.slice(0,n).forEach(function(i){var e=d.createElement('link'),u=${JSON.stringify(api + MEDIA_PATH)}+encodeURIComponent(i.mediaIds[0]||'default')+'.jpg?width=';` +
          `e.rel='preload';e.as='image';e.fetchPriority='high';e.imageSizes=${JSON.stringify(CARD_PICTURE.sizes)};` +
          `e.imageSrcset=${JSON.stringify(CARD_PICTURE.widths)}.map(function(s){return u+s+' '+s+'w'}).join(', ');d.head.appendChild(e)})}catch(e){}};`
        const code =
          `(function(d){var p=location.pathname,l=p.split('/')[1],c=${JSON.stringify(catalogues)};` +
          `if(p.indexOf('/embed/')>0)d.documentElement.setAttribute('data-shell','embed');` +
          `var o=!!c[l]&&/^\\/\\w+\\/?$/.test(p)&&!location.search;` +
          `if(!c[l]&&!/^(de|en|fr)$/.test(l)){l=(/(?:^|; )lang=(\\w+)/.exec(d.cookie)||[])[1]}` +
          `var g=function(u){return fetch(u,{credentials:'include',headers:{Accept:'application/json','Accept-Language':l||'de'}})};` +
          `window.__boot={config:g(${JSON.stringify(api + configPath)}),texts:${JSON.stringify(startupTexts(root))}};` +
          // Read at once: an answer nobody adopts (the configuration failed) must not stay open.
          picture +
          `if(o)window.__boot.listings={lang:l,response:g(${JSON.stringify(api + listingsPath)}).then(function(r){return r.text().then(function(t){if(r.ok)P(t);return new Response(t||null,r)})})};` +
          `(c[l]||[]).forEach(function(h){var e=d.createElement('link');e.rel='modulepreload';e.href=h;d.head.appendChild(e)})})(document)`
        // First in <head>: an inline script after a style sheet would wait for it.
        return [{ tag: 'script', children: code, injectTo: 'head-prepend' }]
      },
    },
  }
}
