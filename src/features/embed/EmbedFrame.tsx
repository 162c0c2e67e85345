import { useEffect, useRef, type ReactNode } from 'react'
import { useCurrentPageTitle } from '@/lib/head'
import { usePalette } from '@/lib/shop-config'
import { postToHost, useFrameState } from './frame'
import './embed.css'

/**
 * Wraps every widget page (the bridge itself starts in the layout's beforeLoad): reports
 * navigations with the page's own title, and applies a
 * frame configuration (palette, hidden heading) once the host has sent one.
 */
export function EmbedFrame({ children }: { children: ReactNode }) {
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
