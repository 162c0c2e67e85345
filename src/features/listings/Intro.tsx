import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSanitizedHtml } from '@/lib/sanitize'

/** The listing's description, collapsed to a few lines with a toggle when it is longer. */
export function Intro({ html }: { html: string }) {
  const { t } = useTranslation('listings')
  const [expanded, setExpanded] = useState(false)
  const [overflows, setOverflows] = useState(false)
  const textRef = useRef<HTMLDivElement>(null)
  const clean = useSanitizedHtml(html) ?? ''

  const toggleRef = useRef<HTMLButtonElement>(null)

  // The toggle is offered only when the collapsed text actually hides something. A resize
  // observer reports after the frame's own layout and before its paint: measuring in the commit
  // would force a layout of the whole new page inside it (one long task on a phone). The report
  // shows the toggle on the spot, before that paint (no shift); the state's render follows in a
  // later task and writes the same.
  useLayoutEffect(() => {
    const element = textRef.current
    if (!element || expanded) return
    const measure = () => {
      const hides = element.scrollHeight > element.clientHeight + 4
      element.classList.toggle('intro__text--faded', hides)
      if (toggleRef.current) toggleRef.current.hidden = !hides
      setOverflows(hides)
    }
    if (typeof ResizeObserver === 'undefined') {
      measure()
      return
    }
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [clean, expanded])

  return (
    <section aria-labelledby="intro-title" className="intro">
      <h2 id="intro-title">{t('detail.intro')}</h2>
      <div
        id="intro-text"
        ref={textRef}
        className={`prose intro__text${expanded ? '' : ' intro__text--collapsed'}${overflows && !expanded ? ' intro__text--faded' : ''}`}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      <button
        ref={toggleRef}
        type="button"
        className="link-button"
        hidden={!overflows && !expanded}
        aria-expanded={expanded}
        aria-controls="intro-text"
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? t('detail.showLess') : t('detail.showMore')}
      </button>
    </section>
  )
}
