import { useState } from 'react'

/** Copies a text to the clipboard and says so in a polite live region. */
export function CopyButton({
  text,
  label,
  done,
  failed,
  className = 'button button--secondary button--small',
}: {
  text: string
  label: string
  done: string
  /** Said when the browser refuses the clipboard. */
  failed: string
  className?: string
}) {
  const [said, setSaid] = useState('')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setSaid(done)
    } catch {
      // No clipboard (permissions, old browser): the text field beside it can be copied by hand.
      setSaid(failed)
    }
  }
  return (
    <>
      <button type="button" className={className} onClick={() => void copy()}>
        {label}
      </button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </>
  )
}
