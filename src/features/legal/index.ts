// Legal pages: imprint, privacy policy, terms, from the shop's configuration.
export { LegalPage, type LegalKind } from './LegalPage'
