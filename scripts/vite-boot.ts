import type { Plugin } from 'vite'

/** First catalogues of every page (src/lib/i18n.ts NAMESPACES): preloaded from index.html. */
const FIRST_NAMESPACES = ['common', 'errors']

/**
 * The critical path starts in index.html, before the app bundle has arrived: a tiny inline script
 * (CSP: allowed by its hash, computed from dist/index.html) requests the shop configuration and
 * module-preloads the current language's first catalogues. The app adopts both (src/lib/boot.ts,
 * src/lib/i18n.ts): nothing is requested twice. The language is the path's; for the bare / the
 * cookie's (the detector decides later, and only there).
 */
export function bootPlugin(apiBaseUrl: string, configPath: string): Plugin {
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
        const url = JSON.stringify(apiBaseUrl.replace(/\/+$/, '') + configPath)
        const code =
          `(function(d){var p=location.pathname,l=p.split('/')[1],c=${JSON.stringify(catalogues)};` +
          `if(p.indexOf('/embed/')>0)d.documentElement.setAttribute('data-shell','embed');` +
          `if(!c[l]&&!/^(de|en|fr)$/.test(l)){l=(/(?:^|; )lang=(\\w+)/.exec(d.cookie)||[])[1]}` +
          `window.__boot={config:fetch(${url},{credentials:'include',headers:{Accept:'application/json','Accept-Language':l||'de'}})};` +
          `(c[l]||[]).forEach(function(h){var e=d.createElement('link');e.rel='modulepreload';e.href=h;d.head.appendChild(e)})})(document)`
        // First in <head>: an inline script after a style sheet would wait for it.
        return [{ tag: 'script', children: code, injectTo: 'head-prepend' }]
      },
    },
  }
}
