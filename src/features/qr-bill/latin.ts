/**
 * Text as the QR-bill can carry it. The Swiss Payment Standards allow Basic Latin, Latin-1,
 * Latin Extended-A, Ș ș Ț ț and € in the QR code; the PDF's standard Helvetica prints WinAnsi
 * only. The bill keeps what both allow and folds the rest: diacritics off where the base letter
 * is printable (č → c), symbols and emoji out. A letter or digit without a printable base (Hebrew,
 * Cyrillic, CJK …) cannot be folded: the text is refused rather than printed as garbage.
 */

/** Latin Extended-A letters and the euro sign that WinAnsi prints too. */
const WIN_ANSI_EXTRA = 'ŒœŠšŸŽž€'

/** Whether the bill (its QR code and its PDF) carries the character. */
export function isBillChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return (
    (code >= 0x20 && code <= 0x7e) ||
    // The soft hyphen is invisible and no-one types it on purpose.
    (code >= 0xa0 && code <= 0xff && code !== 0xad) ||
    WIN_ANSI_EXTRA.includes(char)
  )
}

// Letters with a stroke or bar have no decomposition; typographic quotes and dashes would
// otherwise be dropped ("O’Brien" must not become "OBrien").
const SPECIAL: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ı: 'i',
  ŋ: 'n',
  Ŋ: 'N',
  ĸ: 'k',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u02bc': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
}

/** The text folded for the bill, undefined when a letter or digit cannot be folded. */
export function foldForBill(text: string): string | undefined {
  let folded = ''
  for (const char of text.normalize('NFC')) {
    if (char === '\u00a0' || /\s/u.test(char)) folded += ' '
    else if (isBillChar(char)) folded += char
    else if (SPECIAL[char] !== undefined) folded += SPECIAL[char]
    else if (/[\p{L}\p{N}]/u.test(char)) {
      // NFKD also takes ligatures and full-width forms apart (ﬁ → fi, Ａ → A).
      const base = [...char.normalize('NFKD').replace(/\p{M}/gu, '')]
        .map((part) => SPECIAL[part] ?? part)
        .join('')
      if (!base || ![...base].every(isBillChar)) return undefined
      folded += base
    }
    // Anything else (symbols, emoji, their joiners and variation selectors) is left out.
  }
  return folded.replace(/ {2,}/g, ' ').trim()
}

/** The folded text if it fits the bill's field, else undefined. */
export function billText(text: string, max: number): string | undefined {
  const folded = foldForBill(text)
  return folded !== undefined && folded.length <= max ? folded : undefined
}
