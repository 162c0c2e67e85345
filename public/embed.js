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
  // The frame's message types: the host-facing event name and the fields it passes on.
  var NAMES = {
    navigation: ['navigation', 'path', 'title'],
    'widget:viewed': ['viewed', 'widget', 'path'],
    'date:selected': ['date-selected', 'listing', 'date'],
    'cart:item-added': ['item-added'],
    'checkout:started': ['checkout-started', 'target'],
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

  // data-color="#8a5a2b": the primary colour; the frame puts black or white text on it,
  // whichever reads better.
  function colour(value) {
    var m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value || '')
    if (!m) return
    var h = m[1].length === 3 ? m[1].replace(/./g, '$&$&') : m[1]
    return {
      primary: {
        background: [0, 2, 4].map((i) => parseInt(h.substr(i, 2), 16)),
      },
    }
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
    // The page's name for the way back ("Back to …"); the frame makes it plain and short.
    url.searchParams.set('host', document.title.slice(0, 200))
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
    var primary = colour(d.color)
    var palette = json(d.palette) || primary
    if (palette) {
      if (!palette.primary && primary) palette.primary = primary.primary
      config.palette = has = palette
    }
    var frame = document.createElement('iframe')
    frame.src = url.href
    frame.title = d.title || TITLES[kind][lang]
    frame.style.cssText =
      'display:block;width:100%;border:0;height:' +
      (popup ? 'calc(100% - 3.5rem)' : (parseInt(d.minHeight, 10) || 320) + 'px')
    if (!popup) frame.loading = 'lazy'
    frames[id] = { frame: frame, el: el, config: has ? config : null, popup: popup }
    return frame
  }

  function mount(el) {
    if (!el || el.dataset.webshopMounted) return
    var d = el.dataset
    var kind = d.webshopWidget
    var popup = kind === 'button'
    if (popup) kind = d.open || 'booking'
    var lang = LANGS.indexOf(d.lang) >= 0 ? d.lang : 'de'
    var slug = d.slug || ''
    if (!TITLES[kind] || ((kind === 'booking' || kind === 'listing') && !SLUG.test(slug))) {
      console.warn('webshop embed: bad widget or slug', el)
      return
    }
    var id = 'w' + ++count
    el.dataset.webshopMounted = id
    if (popup) button(el, kind, lang, slug, id)
    else el.appendChild(frameFor(el, kind, lang, slug, id))
  }

  // The button widget: the link stays a link without JavaScript; with it, a modal dialog
  // (top layer, inert page behind, Escape) holds the widget.
  function guard(target) {
    var span = document.createElement('span')
    span.tabIndex = 0
    span.onfocus = () => {
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
        close.onclick = frames[id].close = () => {
          dialog.close()
        }
        dialog.addEventListener('close', () => {
          root.style.overflow = scroll
          el.focus()
        })
        document.body.appendChild(dialog)
      }
      // Full screen on phones, a large centred panel elsewhere.
      var phone = matchMedia('(max-width:40em)').matches
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
    el.addEventListener('keydown', (e) => {
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
      var d = e[1]
      layer.push(
        { ecommerce: null },
        {
          event: GA4[e[0]],
          ecommerce: {
            transaction_id: d.transactionId,
            value: d.value,
            currency: d.currency,
            items: d.items,
          },
        },
      )
    }
  }

  function emit(el, name, detail) {
    el.dispatchEvent(new CustomEvent('webshop:' + name, { detail: detail, bubbles: true }))
    ;(handlers[name] || []).forEach((h) => {
      try {
        h(detail, el)
      } catch (error) {
        console.error(error)
      }
    })
    var ga = (el.dataset.analytics || script.dataset.analytics) === 'ga4'
    if (ga && GA4[name] && detail.items && consent !== false) {
      queue.push([name, detail])
      flush()
    }
  }

  // Conversion data, from a frame or a return fragment anyone can forge: only bounded amounts,
  // the shop's currencies, offer ids and short plain names reach events and GA4; else none.
  function sane(v, name) {
    return name
      ? v == null || (typeof v == 'string' && v.length < 121 && !/[<>"'`\\{}]/.test(v))
      : typeof v == 'number' && v >= 0 && v <= 1e5
  }
  function commerce(m, detail) {
    var items = m.items
    if (
      sane(m.value) &&
      /^(CHF|EUR)$/.test(m.currency) &&
      Array.isArray(items) &&
      items.length < 51 &&
      items.every((i) => {
        return (
          i &&
          SLUG.test(i.item_id) &&
          sane(i.item_name || 0, 1) &&
          sane(i.item_variant, 1) &&
          sane(i.price) &&
          i.quantity > 0 &&
          i.quantity < 100
        )
      })
    ) {
      detail.value = m.value
      detail.currency = m.currency
      detail.items = items.map((i) => {
        return {
          item_id: i.item_id,
          item_name: i.item_name,
          item_variant: i.item_variant,
          price: i.price,
          quantity: i.quantity,
        }
      })
    }
    return detail
  }

  window.addEventListener('message', (event) => {
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
      if (sane(m.transactionId || 0, 1))
        emit(f.el, 'purchase-completed', commerce(m, { transactionId: m.transactionId }))
    } else if (name) {
      var detail = {}
      name.slice(1).forEach((key) => {
        detail[key] = String(m[key])
      })
      if (name[0] === 'item-added') detail.itemCount = Number(m.itemCount) || 0
      emit(f.el, name[0], commerce(m, detail))
    }
  })

  function mountAll() {
    var list = document.querySelectorAll('[data-webshop-widget]')
    for (var i = 0; i < list.length; i++) mount(list[i])
    // Back from a checkout started here: the success page put the purchase into the fragment.
    var hash = /[#&]webshop-purchase=([^&]*)/.exec(location.hash)
    var p = hash && json(decodeURIComponent(hash[1]))
    if (hash) history.replaceState(history.state, '', location.href.split('#')[0])
    var bought =
      p && sane(p.transactionId || 0, 1) && commerce(p, { transactionId: p.transactionId })
    if (bought && bought.items && bought.items.length) {
      var el =
        (/^w\d+$/.test(p.w) && document.querySelector('[data-webshop-mounted="' + p.w + '"]')) ||
        document.body
      returned = [el, bought]
      emit(el, 'purchase-completed', bought)
    }
  }
  window.WebshopEmbed = {
    mount: mount,
    mountAll: mountAll,
    version: 1,
    // Handlers get (detail, element); one registered after a return still hears its purchase.
    on(name, handler) {
      ;(handlers[name] = handlers[name] || []).push(handler)
      if (returned && name === 'purchase-completed') handler(returned[1], returned[0])
    },
    // The visitor's analytics consent (true or false); until then only Consent Mode counts.
    consent(value) {
      consent = !!value
      if (!consent) queue = []
      flush()
    },
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll)
  else mountAll()
})()
