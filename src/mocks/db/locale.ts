import { PAYMENT_MESSAGES } from './payment-texts'
import { STAFF_MESSAGES } from './staff-messages'
import type { L10n } from './types'

export type Lang = 'de' | 'en' | 'fr'

/** The language of a request: the first supported tag of Accept-Language, else de. */
export function requestLang(request: Request): Lang {
  const header = request.headers.get('accept-language') ?? ''
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase()
    if (tag === 'de' || tag === 'en' || tag === 'fr') return tag
  }
  return 'de'
}

export const tr = (text: L10n, lang: Lang): string => text[lang] || text.de

/** Laravel-style validation texts for the message keys of the app's schemas. */
const MESSAGES: Record<string, L10n> = {
  'validation.required': {
    de: 'Dieses Feld ist erforderlich.',
    en: 'This field is required.',
    fr: 'Ce champ est obligatoire.',
  },
  'validation.email': {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    en: 'Please enter a valid e-mail address.',
    fr: 'Veuillez saisir une adresse e-mail valide.',
  },
  'validation.phone': {
    de: 'Telefonnummer ungültig.',
    en: 'Telephone number invalid.',
    fr: 'Numéro de téléphone invalide.',
  },
  'validation.country': {
    de: 'Bitte geben Sie einen zweistelligen Ländercode ein.',
    en: 'Please enter a two-letter country code.',
    fr: 'Veuillez saisir un code pays à deux lettres.',
  },
  'validation.accepted': {
    de: 'Bitte akzeptieren Sie die AGB.',
    en: 'Please accept the terms and conditions.',
    fr: 'Veuillez accepter les conditions générales.',
  },
  'validation.splitBillTooLate': {
    de: 'Zu kurz vor dem Beginn, um die Rechnung zu teilen: Alle hätten keine Zeit mehr, ihren Anteil zu bezahlen.',
    en: 'Too close to the start to split the bill: the others would have no time left to pay their shares.',
    fr: 'Trop proche du début pour partager la note\u00a0: les autres n’auraient plus le temps de payer leur part.',
  },
  'validation.invalid': {
    de: 'Dieser Wert ist ungültig.',
    en: 'This value is invalid.',
    fr: 'Cette valeur n’est pas valide.',
  },
  'validation.tooLong': {
    de: 'Dieser Text ist zu lang.',
    en: 'This text is too long.',
    fr: 'Ce texte est trop long.',
  },
  'validation.postalCode': {
    de: 'Die Postleitzahl hat vier Ziffern.',
    en: 'The postcode has four digits.',
    fr: 'Le NPA compte quatre chiffres.',
  },
  'validation.date': {
    de: 'Bitte geben Sie ein gültiges Datum (JJJJ-MM-TT) ein.',
    en: 'Please enter a valid date (YYYY-MM-DD).',
    fr: 'Veuillez saisir une date valide (AAAA-MM-JJ).',
  },
  'validation.range': {
    de: 'Der Zeitraum darf höchstens 92 Tage umfassen.',
    en: 'The range may span at most 92 days.',
    fr: 'La période ne peut pas dépasser 92 jours.',
  },
  'validation.slotDuration': {
    de: 'Bitte wählen Sie eine Startzeit für die gebuchte Dauer.',
    en: 'Please choose a start time for the booked duration.',
    fr: 'Veuillez choisir une heure de début pour la durée réservée.',
  },
  'auth.failed': {
    de: 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
    en: 'These credentials do not match our records.',
    fr: 'Ces identifiants ne correspondent pas à nos enregistrements.',
  },
  'validation.voucher.notFound': {
    de: 'Dieser Gutscheincode ist unbekannt.',
    en: 'This voucher code is unknown.',
    fr: 'Ce code de bon est inconnu.',
  },
  'validation.voucher.usedUp': {
    de: 'Dieser Gutschein wurde bereits eingelöst.',
    en: 'This voucher has already been redeemed.',
    fr: 'Ce bon a déjà été utilisé.',
  },
  'validation.voucher.expired': {
    de: 'Dieser Gutschein ist abgelaufen.',
    en: 'This voucher has expired.',
    fr: 'Ce bon a expiré.',
  },
  'validation.voucher.duplicate': {
    de: 'Dieser Gutschein ist bereits im Warenkorb.',
    en: 'This voucher is already in the cart.',
    fr: 'Ce bon est déjà dans le panier.',
  },
  ...STAFF_MESSAGES,
  ...PAYMENT_MESSAGES,
}

/** A message key (or a plain valibot message) as text in the request language. */
export function message(key: string, lang: Lang): string {
  const text = MESSAGES[key]
  if (text) return tr(text, lang)
  // valibot's own messages (type errors) are English; answer them as "invalid".
  return tr(MESSAGES['validation.invalid'] as L10n, lang)
}
