import type { Plugin } from 'vite'

/** First catalogues of every page (src/lib/i18n.ts NAMESPACES): preloaded from index.html. */
const FIRST_NAMESPACES = ['common', 'errors']

/**
 * The critical path starts in index.html, before the app bundle has arrived: a tiny inline script
 * (CSP: allowed by its hash, computed from dist/index.html) requests the shop configuration and
 * module-preloads the current language's first catalogues. The app adopts both (src/lib/boot.ts,
 * src/lib/i18n.ts): nothing is requested twice. The language is the path's; for the bare / the
 * cookie's (the detector decides later, and only there).
 * On the overview without filters (/de, /en, /fr and no query string) the first page of
 * listings does not depend on the configuration (src/features/listings/search.ts: no search, no
 * filters), so it is requested at the same time; the overview's loader adopts it.
 */
export function bootPlugin(apiBaseUrl: string, configPath: string, listingsPath: string): Plugin {
  let base = '/'
  return {
    name: 'webshop:boot',
    configResolved(config) {
      base = config.base
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
        const code =
          `(function(d){var p=location.pathname,l=p.split('/')[1],c=${JSON.stringify(catalogues)};` +
          `if(p.indexOf('/embed/')>0)d.documentElement.setAttribute('data-shell','embed');` +
          `var o=!!c[l]&&/^\\/\\w+\\/?$/.test(p)&&!location.search;` +
          `if(!c[l]&&!/^(de|en|fr)$/.test(l)){l=(/(?:^|; )lang=(\\w+)/.exec(d.cookie)||[])[1]}` +
          `var g=function(u){return fetch(u,{credentials:'include',headers:{Accept:'application/json','Accept-Language':l||'de'}})};` +
          `window.__boot={config:g(${JSON.stringify(api + configPath)})};` +
          // Read at once: an answer nobody adopts (the configuration failed) must not stay open.
          `if(o)window.__boot.listings={lang:l,response:g(${JSON.stringify(api + listingsPath)}).then(function(r){return r.text().then(function(t){return new Response(t||null,r)})})};` +
          `(c[l]||[]).forEach(function(h){var e=d.createElement('link');e.rel='modulepreload';e.href=h;d.head.appendChild(e)})})(document)`
        // First in <head>: an inline script after a style sheet would wait for it.
        return [{ tag: 'script', children: code, injectTo: 'head-prepend' }]
      },
    },
  }
}
