import { useState } from 'react'
import type { BookingSearch } from './search'

const keyOf = (s: BookingSearch) =>
  JSON.stringify([s.sku, s.date, s.slot, s.blocks, s.start, s.party].map((v) => v ?? null))

/**
 * The visitor's choice (day, time, duration, party), held by the form and written to the URL.
 * The router takes a search change after its loaders and in a transition, seconds later on a
 * busy device: read back from the URL, a time picked in between showed unchecked, and a change
 * made then was built on the old URL and dropped the time or the party. The URL is taken over
 * only when it changes from outside (a reload, Back, a shared link); the form's own writes
 * arriving late are recognised and skipped.
 */
export function useSelection(
  search: BookingSearch,
  onSearchChange: (next: BookingSearch) => void,
  onAdopt: (search: BookingSearch) => void,
) {
  const [choice, setChoice] = useState<BookingSearch>(search)
  const key = keyOf(search)
  const [seen, setSeen] = useState(key)
  const [written, setWritten] = useState<readonly string[]>([])
  if (key !== seen) {
    setSeen(key)
    const at = written.indexOf(key)
    if (at >= 0) setWritten(written.slice(at + 1))
    else if (key !== keyOf(choice)) {
      setWritten([])
      setChoice(search)
      onAdopt(search)
    }
  }
  const change = (next: BookingSearch) => {
    setWritten((list) => [...list, keyOf(next)])
    setChoice(next)
    onSearchChange(next)
  }
  return [choice, change] as const
}
