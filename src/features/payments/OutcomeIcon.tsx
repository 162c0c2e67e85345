import './outcome-icon.css'

/** Decorative icons of the outcome screens (the heading says it all). */
export type OutcomeIconKind =
  'success' | 'failed' | 'info' | 'neutral' | 'pending' | 'link' | 'error'

const PATHS: Record<OutcomeIconKind, string> = {
  success: 'M5 12.5l4.2 4.2L19 7',
  failed: 'M7 7l10 10M17 7L7 17',
  error: 'M12 7v6M12 16.5v.5',
  info: 'M12 11v6M12 7.5v.5',
  neutral: 'M12 11v6M12 7.5v.5',
  pending: 'M12 7v5l3 2',
  link: 'M10 14a4 4 0 0 0 5.7 0l2.6-2.6a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-2.6 2.6a4 4 0 0 0 5.7 5.7l1-1',
}

export function OutcomeIcon({ kind }: { kind: OutcomeIconKind }) {
  return (
    <span className={`payment-icon payment-icon--${kind}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path
          d={PATHS[kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  )
}
