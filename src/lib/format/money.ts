// Imports nothing: the API's schemas and the mock (in Node) read it too.

/** Money in minor units, e.g. { amount: 4900, currency: 'CHF' } is CHF 49.00. */
export interface Money {
  amount: number
  currency: string
}
