import { useEffect, useRef } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { createLoadingBar, type LoadingBar } from '@/lib/loading-bar'

/** Shows the nprogress bar while the router loads a page; red when the page failed. */
export function RouterLoadingBar() {
  const isLoading = useRouterState({ select: (state) => state.isLoading })
  const failed = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'error'),
  })
  const bar = useRef<LoadingBar | null>(null)

  useEffect(() => {
    bar.current ??= createLoadingBar()
    if (isLoading) bar.current.start()
    else bar.current.finish({ error: failed })
  }, [isLoading, failed])

  return null
}
