import type { L10n } from './types'

/** The staff area's texts in the mock's answers (spec section 5 wording in English). */
export const STAFF_MESSAGES: Record<string, L10n> = {
  'staff.codeInvalid': {
    de: 'Der Code ist ungültig oder abgelaufen. Fordern Sie einen neuen Code an.',
    en: 'The code is invalid or has expired. Request a new code.',
    fr: 'Le code n’est pas valide ou a expiré. Demandez un nouveau code.',
  },
  'staff.codeUsedUp': {
    de: 'Zu viele falsche Versuche: Dieser Code gilt nicht mehr. Fordern Sie einen neuen Code an.',
    en: 'Too many wrong tries: this code no longer works. Request a new code.',
    fr: 'Trop d’essais erronés\u00a0: ce code n’est plus valable. Demandez un nouveau code.',
  },
  'staff.tokenInvalid': {
    de: 'Der Link ist abgelaufen oder ungültig. Fordern Sie einen neuen Link an.',
    en: 'The link has expired or is invalid. Request a new link.',
    fr: 'Le lien a expiré ou n’est pas valide. Demandez un nouveau lien.',
  },
  'staff.passwordRules': {
    de: 'Das Passwort braucht mindestens 8 Zeichen mit mindestens einem Klein- und einem Grossbuchstaben.',
    en: 'The password needs at least 8 characters with at least one lower-case and one upper-case letter.',
    fr: 'Le mot de passe doit comporter au moins 8 caractères dont au moins une minuscule et une majuscule.',
  },
  'staff.passwordsMismatch': {
    de: 'Die Passwörter stimmen nicht überein.',
    en: 'The passwords do not match.',
    fr: 'Les mots de passe ne correspondent pas.',
  },
  'staff.currentPassword': {
    de: 'Das Passwort ist falsch.',
    en: 'The password is incorrect.',
    fr: 'Le mot de passe est incorrect.',
  },
  'staff.colorInvalid': {
    de: 'Diese Farbe hat zu wenig Kontrast zu weisser Schrift.',
    en: 'This colour has too little contrast with white text.',
    fr: 'Cette couleur n’offre pas assez de contraste avec un texte blanc.',
  },
  'staff.resetSent': {
    de: 'Wenn es ein Konto mit dieser E-Mail-Adresse gibt, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
    en: 'If an account exists for this e-mail address, we have sent it a link to reset the password.',
    fr: 'S’il existe un compte pour cette adresse e-mail, nous lui avons envoyé un lien pour réinitialiser le mot de passe.',
  },
  'staff.passwordReset': {
    de: 'Ihr Passwort wurde zurückgesetzt.',
    en: 'Your password has been reset.',
    fr: 'Votre mot de passe a été réinitialisé.',
  },
  'staff.range': {
    de: 'Der Zeitraum darf höchstens 366 Tage umfassen und muss mit dem Anfang beginnen.',
    en: 'The range may span at most 366 days and must not end before it starts.',
    fr: 'La période ne peut pas dépasser 366 jours ni finir avant de commencer.',
  },
  'staff.availabilityPast': {
    de: 'Tage vor heute können nicht mehr geändert werden.',
    en: 'Days before today can no longer be changed.',
    fr: 'Les jours passés ne peuvent plus être modifiés.',
  },
  'staff.availabilityContradiction': {
    de: 'Ein ganzer Tag und sein Vormittag oder Nachmittag können nicht zugleich verfügbar und nicht verfügbar sein. Ändern Sie zuerst die andere Angabe.',
    en: 'A whole day and its morning or afternoon cannot be available and unavailable at once. Change the other setting first.',
    fr: 'Une journée entière et sa matinée ou son après-midi ne peuvent pas être à la fois disponibles et indisponibles. Modifiez d’abord l’autre indication.',
  },
  'staff.emailTaken': {
    de: 'Diese E-Mail-Adresse wird bereits verwendet.',
    en: 'This e-mail address is already in use.',
    fr: 'Cette adresse e-mail est déjà utilisée.',
  },
}
