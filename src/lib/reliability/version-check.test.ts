import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  VERSION_CHECK_INTERVAL_MS,
  VERSION_FIRST_CHECK_MS,
  startVersionCheck,
  whenPageIdle,
  type NavigationListener,
  type VersionCheckDeps,
} from './version-check'

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

/** A started check with controllable idle time, navigations and build id. */
function setup(latest = 'build-2') {
  let idle: (() => void) | undefined
  let navigate: NavigationListener | undefined
  const fetchBuildId = vi.fn(async () => latest)
  const reload = vi.fn((_href?: string) => true)
  const deps: VersionCheckDeps = {
    fetchBuildId,
    reload,
    whenIdle: (start) => {
      idle = start
      return () => (idle = undefined)
    },
    onNavigate: (listener) => {
      navigate = listener
      return () => (navigate = undefined)
    },
  }
  const stop = startVersionCheck('build-1', deps)
  return {
    fetchBuildId,
    reload,
    stop,
    /** The page goes idle: the first check runs. */
    idle: async () => {
      idle?.()
      await vi.waitFor(() => expect(fetchBuildId).toHaveBeenCalled())
      await Promise.resolve()
    },
    navigate: (href: string) => navigate?.(href),
  }
}

describe('version check', () => {
  afterEach(() => {
    vi.useRealTimers()
    setVisibility('visible')
    document.body.innerHTML = ''
  })

  it('starts only once the page is idle', async () => {
    const check = setup()
    expect(check.fetchBuildId).not.toHaveBeenCalled()
    await check.idle()
    expect(check.fetchBuildId).toHaveBeenCalledTimes(1)
    check.stop()
  })

  it('a new build reloads at the next navigation, to its destination, not on the spot', async () => {
    const check = setup()
    await check.idle()
    expect(check.reload).not.toHaveBeenCalled()
    check.navigate('/en/listing/canyoning-saxetbach')
    expect(check.reload).toHaveBeenCalledExactlyOnceWith('/en/listing/canyoning-saxetbach')
    check.navigate('/en')
    expect(check.reload).toHaveBeenCalledTimes(1)
  })

  it('never while the visitor types in a form: not even when typing navigates', async () => {
    document.body.innerHTML = '<form><input name="email" /><button>Go</button></form>'
    const input = document.querySelector('input')!
    input.focus()
    const check = setup()
    await check.idle()
    check.navigate('/en?q=kay')
    setVisibility('visible')
    expect(check.reload).not.toHaveBeenCalled()
    // The visitor leaves the field for the button: the next navigation reloads.
    document.querySelector('button')!.focus()
    check.navigate('/en/checkout/crt_1?step=payment')
    expect(check.reload).toHaveBeenCalledExactlyOnceWith('/en/checkout/crt_1?step=payment')
  })

  it('a form sent from its last field reloads at the navigation it leads to', async () => {
    document.body.innerHTML = '<form><input name="email" /><button>Go</button></form>'
    const form = document.querySelector('form')!
    form.addEventListener('submit', (event) => event.preventDefault())
    document.querySelector('input')!.focus()
    const check = setup()
    await check.idle()
    // The submit button was pressed without taking the focus (lib/form keepFocusOnPress).
    form.requestSubmit()
    check.navigate('/en/checkout/crt_1?step=payment')
    expect(check.reload).toHaveBeenCalledExactlyOnceWith('/en/checkout/crt_1?step=payment')
  })

  it('a new build reloads when the tab is hidden', async () => {
    const check = setup()
    await check.idle()
    expect(check.reload).not.toHaveBeenCalled()
    setVisibility('hidden')
    expect(check.reload).toHaveBeenCalledExactlyOnceWith(undefined)
  })

  it('the same build, or an unreadable version file, never reloads', async () => {
    for (const latest of ['build-1', null]) {
      const check = setup(latest as string)
      await check.idle()
      check.navigate('/en')
      setVisibility('hidden')
      expect(check.reload).not.toHaveBeenCalled()
      check.stop()
    }
  })

  it('checks again periodically and when the tab becomes visible', async () => {
    vi.useFakeTimers()
    const check = setup('build-1')
    await check.idle()
    expect(check.fetchBuildId).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS)
    expect(check.fetchBuildId).toHaveBeenCalledTimes(2)
    setVisibility('visible')
    expect(check.fetchBuildId).toHaveBeenCalledTimes(3)
    check.stop()
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS)
    expect(check.fetchBuildId).toHaveBeenCalledTimes(3)
  })
})

describe('whenPageIdle', () => {
  afterEach(() => vi.useRealTimers())

  it('waits for 1 s after start, then the load event and an idle moment', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    let idle: (() => void) | undefined
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const start = vi.fn()
    whenPageIdle(start)
    vi.advanceTimersByTime(VERSION_FIRST_CHECK_MS - 1)
    expect(idle).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(start).not.toHaveBeenCalled()
    idle?.()
    expect(start).toHaveBeenCalledOnce()
    vi.unstubAllGlobals()
  })
})
