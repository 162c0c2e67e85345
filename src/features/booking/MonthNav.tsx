interface Turn {
  label: string
  enabled: boolean
  onClick: () => void
}

/**
 * The day grid's previous and next month buttons in a named `nav`; a button with no month to
 * turn to stays in place, marked disabled and out of the tab order.
 */
export function MonthNav({ label, previous, next }: { label: string; previous: Turn; next: Turn }) {
  return (
    <nav className="rdp-nav" aria-label={label}>
      <TurnButton className="rdp-button_previous" turn={previous} back />
      <TurnButton className="rdp-button_next" turn={next} />
    </nav>
  )
}

function TurnButton({ className, turn, back }: { className: string; turn: Turn; back?: boolean }) {
  return (
    <button
      type="button"
      className={className}
      aria-label={turn.label}
      aria-disabled={turn.enabled ? undefined : true}
      tabIndex={turn.enabled ? undefined : -1}
      onClick={turn.onClick}
    >
      <svg className="rdp-chevron" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  )
}
