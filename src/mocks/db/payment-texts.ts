import type { L10n } from './types'

/**
 * Texts of deposits, gift vouchers and withdrawals the mock answers and "sends", in the three
 * shop languages. `{date}`, `{code}` and `{amount}` are filled in by the caller.
 */
export const PAYMENT_TEXTS = {
  depositTerms: {
    de: 'Anzahlung jetzt, den Rest bis {date}. Ist der Rest 48 Stunden nach diesem Datum nicht bezahlt, wird die Buchung annulliert und die Anzahlung einbehalten.',
    en: 'Deposit now, the rest by {date}. If the rest is still unpaid 48 hours after that date, the booking is cancelled and the deposit is kept.',
    fr: 'Acompte maintenant, le solde d’ici le {date}. Si le solde n’est pas payé 48 heures après cette date, la réservation est annulée et l’acompte est conservé.',
  },
  reminderSubject: {
    de: 'Erinnerung: Restzahlung für Buchung {code}',
    en: 'Reminder: the rest of booking {code} is due',
    fr: 'Rappel : solde de la réservation {code}',
  },
  reminderText: {
    de: 'Der Rest von {amount} war am {date} fällig. Bitte bezahlen Sie ihn innert 48 Stunden, sonst wird die Buchung annulliert und die Anzahlung einbehalten.',
    en: 'The rest of {amount} was due on {date}. Please pay it within 48 hours, or the booking is cancelled and the deposit kept.',
    fr: 'Le solde de {amount} était dû le {date}. Veuillez le payer dans les 48 heures, sinon la réservation est annulée et l’acompte conservé.',
  },
  forfeitSubject: {
    de: 'Buchung {code} annulliert',
    en: 'Booking {code} cancelled',
    fr: 'Réservation {code} annulée',
  },
  forfeitText: {
    de: 'Der Rest wurde nicht bezahlt. Die Buchung ist annulliert, die Anzahlung wird gemäss den Bedingungen einbehalten.',
    en: 'The rest was not paid. The booking is cancelled; the deposit is kept as the terms said.',
    fr: 'Le solde n’a pas été payé. La réservation est annulée ; l’acompte est conservé comme prévu par les conditions.',
  },
  withdrawalSubject: {
    de: 'Eingangsbestätigung Ihres Widerrufs – Buchung {code}',
    en: 'We have received your withdrawal – booking {code}',
    fr: 'Accusé de réception de votre rétractation – réservation {code}',
  },
  withdrawalText: {
    de: 'Wir haben Ihren Widerruf am {date} erhalten. Wir erstatten {amount} auf das ursprüngliche Zahlungsmittel; widerrufene Gutscheine sind ungültig.',
    en: 'We received your withdrawal on {date}. We refund {amount} to the original means of payment; withdrawn vouchers no longer work.',
    fr: 'Nous avons reçu votre rétractation le {date}. Nous remboursons {amount} sur le moyen de paiement d’origine ; les bons rétractés ne sont plus valables.',
  },
} satisfies Record<string, L10n>

/** A text with its placeholders filled in. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

/** A date in the shop's zone as the language writes it (7.7.2026, 7/7/2026, 07/07/2026). */
export function shopDate(instant: number, lang: 'de' | 'en' | 'fr'): string {
  return new Intl.DateTimeFormat(`${lang}-CH`, {
    timeZone: 'Europe/Zurich',
    dateStyle: 'medium',
  }).format(instant)
}

export function shopMoney(amount: number, lang: 'de' | 'en' | 'fr'): string {
  return new Intl.NumberFormat(`${lang}-CH`, { style: 'currency', currency: 'CHF' }).format(
    amount / 100,
  )
}

/** Laravel-style validation texts of vouchers and deposits (message keys of src/mocks/db/locale.ts). */
export const PAYMENT_MESSAGES: Record<string, L10n> = {
  'validation.voucher.notApplicable': {
    de: 'Rabattcodes gelten nicht für den Kauf von Geschenkgutscheinen.',
    en: 'Discount codes do not apply to buying gift vouchers.',
    fr: 'Les codes de réduction ne s’appliquent pas à l’achat de bons cadeaux.',
  },
  'validation.voucher.voided': {
    de: 'Dieser Gutschein wurde widerrufen und ist nicht mehr gültig.',
    en: 'This voucher was withdrawn and is no longer valid.',
    fr: 'Ce bon a été rétracté et n’est plus valable.',
  },
  'validation.splitBillWithDeposit': {
    de: 'Eine geteilte Rechnung lässt sich nicht mit einer Anzahlung verbinden.',
    en: 'A split bill cannot be combined with a deposit.',
    fr: 'Une note partagée ne peut pas être combinée avec un acompte.',
  },
  'validation.noDeposit': {
    de: 'Für diese Buchung ist keine Anzahlung möglich.',
    en: 'This booking cannot be paid by deposit.',
    fr: 'Cette réservation ne peut pas être payée par acompte.',
  },
}
