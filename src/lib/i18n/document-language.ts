/**
 * Puts the page's language on `<html>` when it differs. Written again with the same value, `lang`
 * restyles and lays out the whole page (5 ms on the home on this machine, more on a phone), and a
 * prerendered page already carries its language when the app starts.
 */
export function setDocumentLanguage(lang: string): void {
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang
}
