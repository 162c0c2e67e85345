/** ISO 3166-1 alpha-2 codes of countries and territories a customer may live in. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ')

/** The shop's neighbourhood, listed first. */
export const PREFERRED_COUNTRIES = ['CH', 'DE', 'AT', 'FR', 'IT', 'LI'] as const

export interface CountryOption {
  value: string
  label: string
}

const cache = new Map<string, { preferred: CountryOption[]; others: CountryOption[] }>()

/**
 * Country names in the interface language (Intl.DisplayNames), the neighbours first, the rest
 * sorted by name as that language sorts.
 */
export function countryOptions(lang: string): {
  preferred: CountryOption[]
  others: CountryOption[]
} {
  const hit = cache.get(lang)
  if (hit) return hit
  let names: Intl.DisplayNames | undefined
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' })
  } catch {
    names = undefined
  }
  const label = (code: string) => names?.of(code) ?? code
  const preferred = PREFERRED_COUNTRIES.map((code) => ({ value: code, label: label(code) }))
  const collator = new Intl.Collator(lang)
  const others = COUNTRY_CODES.filter(
    (code) => !(PREFERRED_COUNTRIES as readonly string[]).includes(code),
  )
    .map((code) => ({ value: code, label: label(code) }))
    .sort((a, b) => collator.compare(a.label, b.label))
  const result = { preferred, others }
  cache.set(lang, result)
  return result
}
