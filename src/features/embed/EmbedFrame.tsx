import { useEffect, type ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { usePalette } from '@/lib/shop-config'
import { postToHost, startFrameBridge, useFrameState } from './frame'
import './embed.css'

/**
 * Wraps every widget page: starts the protocol bridge once, reports navigations, and applies a
 * frame configuration (palette, hidden heading) once the host has sent one.
 */
export function EmbedFrame({ children }: { children: ReactNode }) {
  const { config } = useFrameState()
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  usePalette('frame', config?.palette)
  useEffect(() => startFrameBridge(), [])
  useEffect(() => {
    postToHost({ type: 'navigation', path: pathname, title: document.title })
  }, [pathname])

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
