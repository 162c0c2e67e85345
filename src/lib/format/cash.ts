import type { Money } from './money'
import { localeFor } from './'

/**
 * Swiss cash rounding: an amount paid in cash in CHF goes to the nearest 5 Rappen (x.x2 → x.x0,
 * x.x3 → x.x5, x.x7 → x.x5, x.x8 → x.x0 of the next ten). Amounts paid online, by card or by
 * QR-bill stay exact; other currencies are returned as they are. The one rounding of the app.
 */
export function cashRounded(money: Money): Money {
  if (money.currency !== 'CHF') return money
  const rounded = Math.sign(money.amount) * Math.round(Math.abs(money.amount) / 5) * 5
  return { ...money, amount: rounded === 0 ? 0 : rounded }
}

/**
 * A VAT rate as a visitor reads it: "8.1%" (en, de-CH), "8,1 %" in French, whose typography
 * sets a narrow no-break space before the sign; ICU's fr-CH data leaves it out.
 */
export function formatRate(rate: number, lang: string): string {
  const number = new Intl.NumberFormat(localeFor(lang), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  }).format(rate)
  return lang === 'fr' ? `${number}\u202f%` : `${number}%`
}
