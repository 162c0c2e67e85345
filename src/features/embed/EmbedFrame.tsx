import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useCurrentPageTitle } from '@/lib/head/title'
import { usePalette } from '@/lib/theme/palette'
import { ensureFrameBridge, postToHost, useFrameState } from './frame'
import './embed.css'

/**
 * Wraps every widget page: starts the bridge on its first render (before the page's own
 * effects, so its first events have their host), reports
 * navigations with the page's own title, and applies a
 * frame configuration (palette, hidden heading) once the host has sent one.
 */
export function EmbedFrame({ children }: { children: ReactNode }) {
  useState(ensureFrameBridge)
  const { config } = useFrameState()
  // The widget page's own title, once that page has set it (not the shop's or the last page's).
  const title = useCurrentPageTitle()
  const reported = useRef('')

  usePalette('frame', config?.palette)
  useEffect(() => {
    const path = window.location.pathname
    if (!title || reported.current === path + title) return
    reported.current = path + title
    postToHost({ type: 'navigation', path, title })
  }, [title])

  return (
    <div
      className="embed-frame"
      data-frame-mode={config ? 'on' : 'off'}
      data-hide-header={config?.hideHeader ? 'true' : undefined}
    >
      {children}
    </div>
  )
}
