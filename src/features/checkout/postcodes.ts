/**
 * Postcode formats of the countries most customers come from, each with an example for the
 * message. A table of our own: a library with every country's format would cost the contact
 * step more bytes than its budget allows, and elsewhere the length rule stands in.
 */
export const POSTCODE_FORMATS: Record<string, readonly [RegExp, string]> = {
  // Switzerland and Liechtenstein share the Swiss Post's four-digit numbers.
  CH: [/^[1-9]\d{3}$/, '3800'],
  LI: [/^[1-9]\d{3}$/, '9490'],
  DE: [/^\d{5}$/, '10115'],
  AT: [/^[1-9]\d{3}$/, '1010'],
  FR: [/^\d{5}$/, '75001'],
  IT: [/^\d{5}$/, '00184'],
  ES: [/^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, '28001'],
  NL: [/^[1-9]\d{3} ?[A-Z]{2}$/i, '1012 AB'],
  BE: [/^[1-9]\d{3}$/, '1000'],
  LU: [/^(L-?)?\d{4}$/i, '1009'],
  GB: [/^([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/i, 'SW1A 1AA'],
  US: [/^\d{5}(-\d{4})?$/, '10001'],
  CA: [/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, 'K1A 0B1'],
  PT: [/^\d{4}-\d{3}$/, '1000-001'],
  PL: [/^\d{2}-\d{3}$/, '00-950'],
  DK: [/^\d{4}$/, '1050'],
  NO: [/^\d{4}$/, '0150'],
  SE: [/^\d{3} ?\d{2}$/, '111 22'],
  FI: [/^\d{5}$/, '00100'],
  CZ: [/^\d{3} ?\d{2}$/, '110 00'],
  AU: [/^\d{4}$/, '2000'],
}

/**
 * Whether a (trimmed) postcode has its country's format; undefined when the table does not
 * know the country. The example comes with a refusal, for the message.
 */
export function checkPostcode(
  country: string,
  postcode: string,
): { ok: true } | { ok: false; example: string } | undefined {
  const format = POSTCODE_FORMATS[country]
  if (!format) return undefined
  return format[0].test(postcode) ? { ok: true } : { ok: false, example: format[1] }
}
