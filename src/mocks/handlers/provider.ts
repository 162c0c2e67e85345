import { http, HttpResponse } from 'msw'
import { contextOf } from './context'
import { tr, type Lang } from '../db/locale'
import { confirmOrder, openAmount } from '../db/orders'
import { organiserSharePaid } from '../db/split'
import { depositPaid } from '../db/deposits'
import type { PaymentState } from '../db/seed-bookings'
import type { L10n } from '../db/types'

/**
 * The mock payment provider: a page outside the shop with Pay / Fail / Cancel. Each button
 * marks the payment and sends the visitor back to the shop's return URL with a 303, so the
 * whole redirect round trip runs in the browser and in Playwright. The `result` appended to
 * the return URL is a hint only; the order's status decides.
 */
const TEXT = {
  title: { de: 'Testzahlung', en: 'Test payment', fr: 'Paiement de test' },
  provider: {
    de: 'Mock-Zahlungsanbieter',
    en: 'Mock payment provider',
    fr: 'Prestataire de paiement fictif',
  },
  intro: {
    de: 'Dies ist eine simulierte Zahlungsseite. Es wird kein Geld bewegt.',
    en: 'This is a simulated payment page. No money moves.',
    fr: 'Ceci est une page de paiement simulée. Aucun argent n’est débité.',
  },
  amount: { de: 'Betrag', en: 'Amount', fr: 'Montant' },
  method: { de: 'Zahlungsart', en: 'Payment method', fr: 'Moyen de paiement' },
  card: { de: 'Karte', en: 'Card', fr: 'Carte' },
  twintTitle: { de: 'Mit TWINT bezahlen', en: 'Pay with TWINT', fr: 'Payer avec TWINT' },
  twintIntro: {
    de: 'Simuliert: In der TWINT-App bestätigen, ablehnen lassen oder abbrechen. Es wird kein Geld bewegt.',
    en: 'Simulated: confirm in the TWINT app, let it be declined, or cancel. No money moves.',
    fr: 'Simulé : confirmer dans l’app TWINT, laisser refuser ou annuler. Aucun argent n’est débité.',
  },
  booking: { de: 'Buchung', en: 'Booking', fr: 'Réservation' },
  pay: { de: 'Bezahlen', en: 'Pay', fr: 'Payer' },
  fail: {
    de: 'Zahlung fehlschlagen lassen',
    en: 'Make the payment fail',
    fr: 'Faire échouer le paiement',
  },
  cancel: { de: 'Abbrechen', en: 'Cancel', fr: 'Annuler' },
  done: {
    de: 'Diese Zahlung wurde bereits abgeschlossen.',
    en: 'This payment has already been completed.',
    fr: 'Ce paiement a déjà été traité.',
  },
  back: { de: 'Zurück zum Shop', en: 'Back to the shop', fr: 'Retour à la boutique' },
  notFound: { de: 'Zahlung nicht gefunden', en: 'Payment not found', fr: 'Paiement introuvable' },
} satisfies Record<string, L10n>

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const money = (amount: number, lang: Lang) =>
  new Intl.NumberFormat(`${lang}-CH`, { style: 'currency', currency: 'CHF' }).format(amount / 100)

const STYLE = `
  body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f4f5}
  header{background:#1e293b;color:#fff;padding:.75rem 1.5rem}
  header p{margin:0;font-weight:600}
  main{max-width:32rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:.5rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
  dt{font-weight:600}
  form{display:inline-block;margin:.5rem .5rem 0 0}
  button,a.button{font:inherit;padding:.6rem 1.1rem;border-radius:.375rem;border:2px solid transparent;cursor:pointer;text-decoration:none;display:inline-block}
  .pay{background:#166534;color:#fff}
  .fail{background:#991b1b;color:#fff}
  .cancel,a.button{background:#fff;color:#1e293b;border-color:#1e293b}
  button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
`

function page(lang: Lang, title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escape(title)} – ${escape(tr(TEXT.provider, lang))}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>${escape(tr(TEXT.provider, lang))}</p></header>
<main>
<h1>${escape(title)}</h1>
${body}
</main>
</body>
</html>`
  return new HttpResponse(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

const RESULT: Record<string, { status: PaymentState['status']; hint: string }> = {
  pay: { status: 'CONFIRMED', hint: 'success' },
  fail: { status: 'FAILED', hint: 'failed' },
  cancel: { status: 'CANCELED', hint: 'canceled' },
}

function backTo(payment: PaymentState, hint: string, requestUrl: string): string {
  const target = new URL(payment.returnUrl, requestUrl)
  target.searchParams.set('payment', payment.id)
  target.searchParams.set('result', hint)
  // Paths stay relative so the browser resolves them against the shop's own origin.
  return payment.returnUrl.startsWith('/')
    ? `${target.pathname}${target.search}${target.hash}`
    : target.toString()
}

export const providerHandlers = [
  http.get('*/mock-payment/:payment', ({ request, params }) => {
    const { db, lang: browserLang } = contextOf(request)
    const payment = db.payments.get(String(params.payment))
    // The browser's own Accept-Language may differ from the shop language the visitor chose.
    const lang = payment?.lang ?? browserLang
    if (!payment) {
      return page(lang, tr(TEXT.notFound, lang), '', 404)
    }
    const order = db.orders.get(payment.orderToken)
    const id = encodeURIComponent(payment.id)
    const details = `<dl>
<dt>${escape(tr(TEXT.booking, lang))}</dt><dd>${escape(order?.code ?? '')}</dd>
<dt>${escape(tr(TEXT.amount, lang))}</dt><dd>${escape(money(payment.amount, lang))}</dd>
${payment.method ? `<dt>${escape(tr(TEXT.method, lang))}</dt><dd>${payment.method === 'TWINT' ? 'TWINT' : escape(tr(TEXT.card, lang))}</dd>` : ''}
</dl>`
    const twint = payment.method === 'TWINT'
    if (payment.status !== 'CREATED') {
      const href = escape(backTo(payment, payment.status.toLowerCase(), request.url))
      return page(
        lang,
        tr(TEXT.title, lang),
        `${details}<p>${escape(tr(TEXT.done, lang))}</p><p><a class="button" href="${href}">${escape(tr(TEXT.back, lang))}</a></p>`,
      )
    }
    const button = (action: string, label: L10n) =>
      `<form method="post" action="/mock-payment/${id}/${action}"><button type="submit" class="${action}">${escape(tr(label, lang))}</button></form>`
    return page(
      lang,
      tr(twint ? TEXT.twintTitle : TEXT.title, lang),
      `<p>${escape(tr(twint ? TEXT.twintIntro : TEXT.intro, lang))}</p>${details}<div>${button('pay', TEXT.pay)}${button('fail', TEXT.fail)}${button('cancel', TEXT.cancel)}</div>`,
    )
  }),

  http.post('*/mock-payment/:payment/:action', ({ request, params }) => {
    const { db, lang } = contextOf(request)
    const payment = db.payments.get(String(params.payment))
    const result = RESULT[String(params.action)]
    if (!payment || !result) return page(lang, tr(TEXT.notFound, lang), '', 404)
    // A second click (or an old tab) does not change a payment that is already settled.
    if (payment.status === 'CREATED') {
      payment.status = result.status
      const order = db.orders.get(payment.orderToken)
      if (
        order &&
        result.status === 'CONFIRMED' &&
        (openAmount(db, order) === 0 || organiserSharePaid(db, order) || depositPaid(db, order))
      ) {
        confirmOrder(db, order)
      }
    }
    const hint = payment.status === result.status ? result.hint : payment.status.toLowerCase()
    return new HttpResponse(null, {
      status: 303,
      headers: { Location: backTo(payment, hint, request.url), 'Cache-Control': 'no-store' },
    })
  }),
]
