import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { CARD_PICTURE, GRID, HERO_PICTURE } from '../src/features/listings/overview/card-picture.ts'
import { CART_STORAGE_KEY } from '../src/lib/cart-ref/cart-key.ts'
import { MEDIA_PATH } from '../src/lib/http/media.ts'
import { SUPPORTED_LANGUAGES } from '../src/api/shared/schemas.ts'
import { contentHash } from './vite-catalogues.ts'
import { FIRST_VIEW_GATE, gated } from './first-view-gate.ts'
import {
  FIRST_NAMESPACES,
  LISTING_PATH,
  OVERVIEW_PATH,
  TEXTS_FILES,
  entryScripts,
  listingBoot,
  overviewBoot,
  routeTexts,
} from './route-boot.ts'

/**
 * The start-up failure's texts (src/lib/i18n/index.ts `startupTexts`), in every language, inline in
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
 * module-preloads the current language's first catalogues. The app adopts both (src/lib/loading/boot.ts,
 * src/lib/i18n/index.ts): nothing is requested twice. The language is the path's; for the bare / the
 * cookie's (the detector decides later, and only there).
 * On the overview without filters (/de, /en, /fr and no query string) the first page of
 * listings does not depend on the configuration (src/features/listings/overview/search.ts: no search, no
 * filters), so it is requested at the same time; the overview's loader adopts it. As soon as
 * that answer is there, the first row's card pictures (the page's largest paint) are preloaded
 * with high priority, with the card's own `srcset` and `sizes` (src/features/listings/
 * card-picture.ts): the browser picks the same file for the preload and the card, so the card
 * finds it loading or loaded and it is fetched once (e2e/requests.spec.ts).
 */
export function bootPlugin(apiBaseUrl: string, configPath: string, listingsPath: string): Plugin {
  let base = '/'
  let root = process.cwd()
  let build = false
  let assetsDir = 'assets'
  return {
    name: 'webshop:boot',
    configResolved(config) {
      base = config.base
      root = config.root
      build = config.command === 'build'
      assetsDir = config.build.assetsDir
    },
    buildStart() {
      if (!build) return
      for (const lng of SUPPORTED_LANGUAGES) {
        for (const [id, name, namespaces] of TEXTS_FILES) {
          const hash = contentHash(routeTexts(root, lng, namespaces))
          this.emitFile({
            type: 'chunk',
            id: `${id}${lng}`,
            fileName: `${assetsDir}/${name}.${lng}-${hash}.js`,
            preserveSignature: 'strict',
          })
        }
      }
    },
    resolveId(source) {
      return TEXTS_FILES.some(([id]) => source.startsWith(id)) ? source : null
    },
    load(id) {
      const file = TEXTS_FILES.find(([prefix]) => id.startsWith(prefix))
      return file ? routeTexts(root, id.slice(file[0].length), file[2]) : null
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const catalogues: Record<string, string[]> = {}
        for (const chunk of Object.values(context.bundle ?? {})) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue
          const match = /locales\/(\w+)\/(\w+)\.json$/.exec(chunk.facadeModuleId)
          if (match && FIRST_NAMESPACES.includes(match[2]!))
            (catalogues[match[1]!] ??= []).push(base + chunk.fileName)
        }
        const api = apiBaseUrl.replace(/\/+$/, '')
        // A picture preloaded with its page's own `srcset` and `sizes` (MediaImage,
        // src/lib/http/media.ts), so the page finds it loading or loaded: fetched once.
        const image =
          `var I=function(id,w,s){var e=d.createElement('link'),u=${JSON.stringify(api + MEDIA_PATH)}+encodeURIComponent(id||'default')+'.jpg?width=';` +
          `e.rel='preload';e.as='image';e.fetchPriority='high';e.imageSizes=s;` +
          `e.imageSrcset=w.map(function(x){return u+x+' '+x+'w'}).join(', ');d.head.appendChild(e)};`
        // The first row's pictures: as many cards as the grid's first row holds (OverviewPage's
        // firstRowCount), each the card's picture (ListingCard).
        const picture =
          `var P=function(t){try{var x=JSON.parse(t).data,f=parseFloat(getComputedStyle(d.documentElement).fontSize)||16,` +
          `w=Math.min(innerWidth-2*f,${GRID.contentRem}*f),n=Math.max(1,Math.floor((w+${GRID.gapRem}*f)/(${GRID.cardMinRem + GRID.gapRem}*f)));` +
          `x.slice(0,n).forEach(function(i){I(i.mediaIds[0],${JSON.stringify(CARD_PICTURE.widths)},${JSON.stringify(CARD_PICTURE.sizes)})})}catch(e){}};`
        // The hero picture (the overview's largest paint on a phone), as soon as the
        // configuration names it (OverviewPage's MediaImage, HERO_PICTURE).
        const hero = `var H=function(t){try{I(JSON.parse(t).data.media.hero,${JSON.stringify(HERO_PICTURE.widths)},${JSON.stringify(HERO_PICTURE.sizes)})}catch(e){}};`
        const code =
          `(function(d){var p=location.pathname,l=p.split('/')[1],c=${JSON.stringify(catalogues)};` +
          `if(p.indexOf('/embed/')>0)d.documentElement.setAttribute('data-shell','embed');` +
          `var o=!!c[l]&&/^\\/\\w+\\/?$/.test(p)&&!location.search;` +
          `if(!c[l]&&!/^(de|en|fr)$/.test(l)){l=(/(?:^|; )lang=(\\w+)/.exec(d.cookie)||[])[1]}` +
          `var g=function(u){return fetch(u,{credentials:'include',headers:{Accept:'application/json','Accept-Language':l||'de'}})};` +
          image +
          hero +
          // When the requests were sent: the app counts their deadlines from then (src/lib/loading/boot.ts).
          `var A=performance.now(),C=g(${JSON.stringify(api + configPath)});` +
          `if(o)C=C.then(function(r){return r.text().then(function(t){if(r.ok)H(t);return new Response(t||null,r)})});` +
          `window.__boot={at:A,config:C,image:I,texts:${JSON.stringify(startupTexts(root))}};` +
          // The first read of localStorage and of the cookies waits for the browser process
          // (a synchronous call that can take tens of milliseconds while the page loads). Made
          // here, while the main thread waits for the bundle anyway, the app's first render
          // (the cart button's cart reference, the API client's anti-forgery cookie) finds
          // them at hand instead of blocking on them.
          `try{localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)});d.cookie}catch(e){}` +
          // Read at once: an answer nobody adopts (the configuration failed) must not stay open.
          picture +
          `if(o)window.__boot.listings={lang:l,response:g(${JSON.stringify(api + listingsPath)}).then(function(r){return r.text().then(function(t){if(r.ok)P(t);return new Response(t||null,r)})})};` +
          // On a deep link to a listing or its widget and on the overview their texts file brings these too
          // (listingBoot, overviewBoot).
          `if(!${LISTING_PATH}.test(p)&&!${OVERVIEW_PATH}.test(p))(c[l]||[]).forEach(function(h){var e=d.createElement('link');e.rel='modulepreload';e.href=h;d.head.appendChild(e)})})(document)`
        // First in <head>: an inline script after a style sheet would wait for it. Only the
        // charset goes before them: browsers look for it in the document's first 1024 bytes.
        return [
          { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
          { tag: 'script', children: FIRST_VIEW_GATE, injectTo: 'head-prepend' },
          { tag: 'script', children: gated(code), injectTo: 'head-prepend' },
          {
            tag: 'script',
            children: gated(
              listingBoot(context.bundle ?? {}, base, api + listingsPath, entryScripts(html)),
            ),
            injectTo: 'head-prepend',
          },
          {
            tag: 'script',
            children: gated(overviewBoot(context.bundle ?? {}, base)),
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}
