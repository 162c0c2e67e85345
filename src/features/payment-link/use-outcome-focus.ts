import { useCallback, useEffect, useRef, type Ref } from 'react'
import type { LinkOutcome as Outcome } from '@/features/payments'

/**
 * Focus goes to the outcome's heading when the outcome changes on this page (a failed attempt,
 * a retry) and when the visitor comes back from the provider; not on a plain first visit. An
 * outcome whose texts are still loading (the split bill's) gets it once its heading is there.
 */
export function useOutcomeFocus(kind: Outcome['kind'], returned: boolean): Ref<HTMLHeadingElement> {
  const heading = useRef<HTMLHeadingElement | null>(null)
  const pending = useRef(false)
  const shown = useRef<Outcome['kind'] | undefined>(undefined)
  useEffect(() => {
    if (kind === 'loading') return
    const first = shown.current === undefined
    const changed = shown.current !== kind
    shown.current = kind
    if ((first && returned) || (!first && changed)) {
      pending.current = !heading.current
      heading.current?.focus()
    }
  }, [kind, returned])
  return useCallback((node: HTMLHeadingElement | null) => {
    heading.current = node
    if (node && pending.current) {
      pending.current = false
      node.focus()
    }
  }, [])
}
