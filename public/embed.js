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
  var CLOSE = { de: 'Schliessen', en: 'Close', fr: 'Fermer' }
  // Host-facing names of the frame's message types, and GA4's e-commerce names for them.
  var NAMES = {
    navigation: 'navigation',
    'widget:viewed': 'viewed',
    'date:selected': 'date-selected',
    'cart:item-added': 'item-added',
    'checkout:started': 'checkout-started',
  }
  var GA4 = {
    viewed: 'view_item',
    'item-added': 'add_to_cart',
    'checkout-started': 'begin_checkout',
    'purchase-completed': 'purchase',
  }
  var frames = {}
  var handlers = {}
  var count = 0
  var consent = null
  var queue = []
  var returned = null

  function json(text) {
    try {
      return text ? JSON.parse(text) : undefined
    } catch {
      return undefined
    }
  }

  // data-color="#8a5a2b": the primary colour, with black or white text, whichever reads better.
  function colour(value) {
    var m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value || '')
    if (!m) return
    var h = m[1].length === 3 ? m[1].replace(/./g, '$&$&') : m[1]
    var rgb = [0, 2, 4].map(function (i) {
      return parseInt(h.substr(i, 2), 16)
    })
    var l = rgb.reduce(function (sum, c, i) {
      c /= 255
      c = c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
      return sum + c * [0.2126, 0.7152, 0.0722][i]
    }, 0)
    var fg = l > 0.179 ? 0 : 255
    return { primary: { background: rgb, foreground: [fg, fg, fg] } }
  }

  function frameFor(el, kind, lang, slug, id, popup) {
    var d = el.dataset
    var url = new URL('/' + lang + '/embed/v1/' + kind + (slug ? '/' + slug : ''), shop)
    // Options for the page itself (e.g. data-filter-tags="water" or data-limit="3").
    for (var key in d) {
      if (key.indexOf('filter') === 0 && key.length > 6)
        url.searchParams.set(key.charAt(6).toLowerCase() + key.slice(7), d[key])
    }
    if (d.limit) url.searchParams.set('limit', d.limit)
    url.searchParams.set('widget', id)
    url.searchParams.set('origin', location.origin)
    // Where the success page of a checkout started here leads back to (default: this page).
    url.searchParams.set(
      'return',
      new URL(d.return || location.href.split('#')[0], location.href).href,
    )
    var config = {}
    var has = false
    if (d.hideHeader === 'true') config.hideHeader = has = true
    if (d.checkout === 'top' || d.checkout === 'new-tab') {
      config.checkoutTarget = d.checkout
      has = true
    }
    var palette = json(d.palette) || colour(d.color)
    if (palette) {
      if (!palette.primary && colour(d.color)) palette.primary = colour(d.color).primary
      config.palette = has = palette
    }
    var frame = document.createElement('iframe')
    frame.src = url.href
    frame.title = d.title || TITLES[kind][lang]
    frame.style.cssText = popup
      ? 'display:block;width:100%;border:0;height:calc(100% - 3.5rem)'
      : 'display:block;width:100%;border:0;height:' + (parseInt(d.minHeight, 10) || 320) + 'px'
    if (!popup) frame.setAttribute('loading', 'lazy')
    frames[id] = { frame: frame, el: el, config: has ? config : null, popup: popup }
    return frame
  }

  function mount(el) {
    if (!el || el.getAttribute('data-webshop-mounted')) return
    var d = el.dataset
    var kind = d.webshopWidget
    var popup = kind === 'button'
    if (popup) kind = d.open || 'booking'
    var lang = LANGS.indexOf(d.lang) >= 0 ? d.lang : 'de'
    var slug = d.slug || ''
    if (!TITLES[kind] || ((kind === 'booking' || kind === 'listing') && !SLUG.test(slug))) {
      if (window.console) console.warn('webshop embed: unknown widget or slug', el)
      return
    }
    var id = 'w' + ++count
    el.setAttribute('data-webshop-mounted', id)
    if (popup) button(el, kind, lang, slug, id)
    else el.appendChild(frameFor(el, kind, lang, slug, id))
  }

  // The button widget: the link stays a link without JavaScript; with it, a modal dialog
  // (top layer, inert page behind, Escape) holds the widget.
  function guard(target) {
    var span = document.createElement('span')
    span.tabIndex = 0
    span.onfocus = function () {
      target.focus()
    }
    return span
  }

  function button(el, kind, lang, slug, id) {
    var dialog, scroll
    var root = document.documentElement
    el.setAttribute('role', 'button')
    el.setAttribute('aria-haspopup', 'dialog')
    function open(event) {
      if (event) event.preventDefault()
      if (!dialog) {
        dialog = document.createElement('dialog')
        dialog.setAttribute('aria-label', el.dataset.title || TITLES[kind][lang])
        dialog.setAttribute('data-webshop-popup', id)
        var close = document.createElement('button')
        var frame = frameFor(el, kind, lang, slug, id, true)
        close.type = 'button'
        close.autofocus = true
        close.textContent = '✕ ' + CLOSE[lang]
        close.style.cssText =
          'display:block;margin:.5rem .5rem .5rem auto;min-height:2.5rem;padding:0 1rem;font:600 1rem sans-serif;color:#222;background:#fff;border:2px solid;border-radius:.4rem'
        // Focus stays inside: past either end it wraps round (close button <-> widget).
        dialog.append(guard(frame), close, frame, guard(close))
        close.onclick = frames[id].close = function () {
          dialog.close()
        }
        dialog.addEventListener('close', function () {
          root.style.overflow = scroll
          el.focus()
        })
        document.body.appendChild(dialog)
      }
      // Full screen on phones, a large centred panel elsewhere.
      var phone = matchMedia('(max-width: 40em)').matches
      dialog.style.cssText =
        'padding:0;border:0;background:#fff;max-width:none;max-height:none;overflow:hidden;' +
        (phone
          ? 'width:100%;height:100%;margin:0;border-radius:0'
          : 'width:min(48rem,100vw - 2rem);height:min(52rem,100vh - 2rem);border-radius:.5rem')
      scroll = root.style.overflow
      root.style.overflow = 'hidden'
      dialog.showModal()
    }
    el.addEventListener('click', open)
    el.addEventListener('keydown', function (e) {
      if (e.key === ' ') open(e)
    })
  }

  function granted() {
    if (consent !== null) return consent
    // Google Consent Mode: the last analytics_storage of gtag('consent', …) in the dataLayer.
    var layer = window.dataLayer || []
    var g = false
    for (var i = 0; i < layer.length; i++) {
      var c = layer[i]
      if (c && c[0] === 'consent' && c[2] && c[2].analytics_storage)
        g = c[2].analytics_storage === 'granted'
    }
    return g
  }

  function flush() {
    if (!granted()) return
    var layer = (window.dataLayer = window.dataLayer || [])
    while (queue.length) {
      var e = queue.shift()
      var commerce = { value: e[1].value, currency: e[1].currency, items: e[1].items }
      if (e[1].transactionId) commerce.transaction_id = e[1].transactionId
      layer.push({ ecommerce: null })
      layer.push({ event: GA4[e[0]], ecommerce: commerce })
    }
  }

  function emit(el, name, detail) {
    el.dispatchEvent(new CustomEvent('webshop:' + name, { detail: detail, bubbles: true }))
    ;(handlers[name] || []).forEach(function (h) {
      try {
        h(detail, el)
      } catch (error) {
        if (window.console) console.error(error)
      }
    })
    var ga = (el.getAttribute('data-analytics') || script.getAttribute('data-analytics')) === 'ga4'
    if (ga && GA4[name] && detail.items && consent !== false) {
      queue.push([name, detail])
      flush()
    }
  }

  function commerce(m, detail) {
    if (Array.isArray(m.items)) {
      detail.value = Number(m.value) || 0
      detail.currency = String(m.currency)
      detail.items = m.items
    }
    return detail
  }

  window.addEventListener('message', function (event) {
    // Only the shop's own frames speak this protocol.
    if (event.origin !== shop) return
    var m = event.data
    if (!m || m.source !== SOURCE || m.version !== 1 || typeof m.type !== 'string') return
    var f = frames[m.widgetId]
    if (!f || event.source !== f.frame.contentWindow) return
    var name = NAMES[m.type]
    if (m.type === 'ready' || m.type === 'resize') {
      var h = Number(m.height)
      if (!f.popup && h > 0 && h < 20000) f.frame.style.height = Math.ceil(h) + 'px'
      if (m.type === 'ready' && f.config)
        f.frame.contentWindow.postMessage(
          { source: SOURCE, version: 1, type: 'config', widgetId: m.widgetId, config: f.config },
          shop,
        )
    } else if (m.type === 'key:escape') {
      if (f.close) f.close()
    } else if (m.type === 'purchase:completed') {
      emit(f.el, 'purchase-completed', commerce(m, { transactionId: String(m.transactionId) }))
    } else if (name === 'navigation') {
      emit(f.el, name, { path: String(m.path), title: String(m.title) })
    } else if (name === 'viewed') {
      emit(f.el, name, commerce(m, { widget: String(m.widget), path: String(m.path) }))
    } else if (name === 'date-selected') {
      emit(f.el, name, { listing: String(m.listing), date: String(m.date) })
    } else if (name === 'item-added') {
      emit(f.el, name, commerce(m, { itemCount: Number(m.itemCount) || 0 }))
    } else if (name) {
      emit(f.el, name, commerce(m, { target: String(m.target) }))
    }
  })

  function mountAll() {
    var list = document.querySelectorAll('[data-webshop-widget]')
    for (var i = 0; i < list.length; i++) mount(list[i])
    // Back from a checkout started here: the success page put the purchase into the fragment.
    var hash = /[#&]webshop-purchase=([^&]*)/.exec(location.hash)
    var p = hash && json(decodeURIComponent(hash[1]))
    if (p && typeof p.transactionId === 'string' && Array.isArray(p.items)) {
      history.replaceState(history.state, '', location.href.split('#')[0])
      var el =
        (/^w\d+$/.test(p.w) && document.querySelector('[data-webshop-mounted="' + p.w + '"]')) ||
        document.body
      returned = [el, commerce(p, { transactionId: p.transactionId })]
      emit(el, 'purchase-completed', returned[1])
    }
  }
  window.WebshopEmbed = {
    mount: mount,
    mountAll: mountAll,
    version: 1,
    // Handlers get (detail, element); one registered after a return still hears its purchase.
    on: function (name, handler) {
      ;(handlers[name] = handlers[name] || []).push(handler)
      if (returned && name === 'purchase-completed') handler(returned[1], returned[0])
    },
    // The visitor's analytics consent (true or false); until then only Consent Mode counts.
    consent: function (value) {
      consent = !!value
      if (!consent) queue = []
      flush()
    },
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll)
  else mountAll()
})()
