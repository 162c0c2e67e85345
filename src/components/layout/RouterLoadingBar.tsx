import { useEffect, useRef } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { getLoadingBar } from '@/lib/loading/loading-bar'

/**
 * Shows the nprogress bar while the router loads a page; red when the page failed. Not for the
 * page's first load: the app shell and the pending page show that one, so nprogress (1.7 KiB)
 * is fetched only once a visitor moves on, never on the first page.
 */
export function RouterLoadingBar() {
  const isLoading = useRouterState({ select: (state) => state.isLoading })
  const failed = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'error'),
  })
  const settled = useRef(false)
  useEffect(() => {
    if (!settled.current) {
      if (!isLoading) settled.current = true
      return
    }
    if (isLoading) getLoadingBar().start()
    else getLoadingBar().finish({ error: failed })
  }, [isLoading, failed])

  return null
}
