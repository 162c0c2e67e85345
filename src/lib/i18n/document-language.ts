/**
 * Puts the page's language on `<html>` when it differs. Written again with the same value, `lang`
 * restyles and lays out the whole page (about 5 ms for the home on a desktop, more on a phone), and a
 * prerendered page already carries its language when the app starts.
 */
export function setDocumentLanguage(lang: string): void {
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang
}
