import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { getLoadingBar } from '@/lib/loading-bar'

/** Shows the nprogress bar while the router loads a page; red when the page failed. */
export function RouterLoadingBar() {
  const isLoading = useRouterState({ select: (state) => state.isLoading })
  const failed = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'error'),
  })
  useEffect(() => {
    if (isLoading) getLoadingBar().start()
    else getLoadingBar().finish({ error: failed })
  }, [isLoading, failed])

  return null
}
