/*! Webshop embed loader v1 — docs/embed.md */
;(function () {
  'use strict'
  var script = document.currentScript
  if (!script || window.WebshopEmbed) return
  var shop = new URL(script.src).origin
  var SOURCE = 'webshop-embed'
  var LANGS = ['de', 'en', 'fr']
  var SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
  var TITLES = {
    search: { de: 'Angebote suchen', en: 'Find offers', fr: 'Trouver des offres' },
    upcoming: { de: 'Nächste Termine', en: 'Upcoming dates', fr: 'Prochaines dates' },
    booking: { de: 'Buchen', en: 'Book', fr: 'Réserver' },
    listing: { de: 'Angebot', en: 'Offer', fr: 'Offre' },
  }
  var frames = {}
  var count = 0

  function json(text) {
    try {
      return text ? JSON.parse(text) : undefined
    } catch {
      return undefined
    }
  }

  function mount(el) {
    if (!el || el.getAttribute('data-webshop-mounted')) return
    var d = el.dataset
    var kind = d.webshopWidget
    var lang = LANGS.indexOf(d.lang) >= 0 ? d.lang : 'de'
    var slug = d.slug || ''
    if (!TITLES[kind] || ((kind === 'booking' || kind === 'listing') && !SLUG.test(slug))) {
      if (window.console) console.warn('webshop embed: unknown widget or slug', el)
      return
    }
    var id = 'w' + ++count
    var url = new URL('/' + lang + '/embed/v1/' + kind + (slug ? '/' + slug : ''), shop)
    // Options for the page itself (e.g. data-filter-tags="water" or data-limit="3").
    for (var key in d) {
      if (key.indexOf('filter') === 0 && key.length > 6)
        url.searchParams.set(key.charAt(6).toLowerCase() + key.slice(7), d[key])
    }
    if (d.limit) url.searchParams.set('limit', d.limit)
    url.searchParams.set('widget', id)
    url.searchParams.set('origin', location.origin)
    var config = {}
    var has = false
    if (d.hideHeader === 'true') config.hideHeader = has = true
    if (d.checkout === 'top' || d.checkout === 'new-tab') {
      config.checkoutTarget = d.checkout
      has = true
    }
    var palette = json(d.palette)
    if (palette) config.palette = has = palette

    var frame = document.createElement('iframe')
    frame.src = url.href
    frame.title = d.title || TITLES[kind][lang]
    frame.setAttribute('loading', 'lazy')
    frame.style.cssText =
      'display:block;width:100%;border:0;height:' + (parseInt(d.minHeight, 10) || 320) + 'px'
    el.setAttribute('data-webshop-mounted', id)
    el.appendChild(frame)
    frames[id] = { frame: frame, el: el, config: has ? config : null }
  }

  function emit(f, name, detail) {
    f.el.dispatchEvent(new CustomEvent('webshop:' + name, { detail: detail, bubbles: true }))
  }

  window.addEventListener('message', function (event) {
    // Only the shop's own frames speak this protocol.
    if (event.origin !== shop) return
    var m = event.data
    if (!m || m.source !== SOURCE || m.version !== 1 || typeof m.type !== 'string') return
    var f = frames[m.widgetId]
    if (!f || event.source !== f.frame.contentWindow) return
    if (m.type === 'ready' || m.type === 'resize') {
      var h = Number(m.height)
      if (h > 0 && h < 20000) f.frame.style.height = Math.ceil(h) + 'px'
      if (m.type === 'ready' && f.config)
        f.frame.contentWindow.postMessage(
          { source: SOURCE, version: 1, type: 'config', widgetId: m.widgetId, config: f.config },
          shop,
        )
    } else if (m.type === 'navigation' && typeof m.path === 'string') {
      emit(f, 'navigation', { path: m.path, title: String(m.title || '') })
    } else if (m.type === 'cart:item-added' && typeof m.cartId === 'string') {
      emit(f, 'item-added', { cartId: m.cartId, itemCount: Number(m.itemCount) || 0 })
    } else if (m.type === 'checkout:started' && typeof m.url === 'string') {
      // The shop's link opens checkout itself; hosts hear about it.
      if (m.url.indexOf(shop + '/') === 0)
        emit(f, 'checkout-started', { cartId: m.cartId, url: m.url })
    }
  })

  function mountAll() {
    var list = document.querySelectorAll('[data-webshop-widget]')
    for (var i = 0; i < list.length; i++) mount(list[i])
  }
  window.WebshopEmbed = { mount: mount, mountAll: mountAll, version: 1 }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll)
  else mountAll()
})()
