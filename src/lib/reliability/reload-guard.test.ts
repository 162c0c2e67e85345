import { describe, it, expect, vi } from 'vitest'
import {
  RELOAD_GUARD_MS,
  RELOAD_RECHECK_MS,
  adoptRouterReloads,
  isChunkLoadError,
  importWhenOnline,
  reloadOnce,
} from './reload-guard'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  }
}

describe('reload guard', () => {
  it('reloads at most once per 10 seconds, remembered across the reload', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    let now = 1_000_000
    expect(reloadOnce({ storage, reload, now: () => now })).toBe(true)
    // The page reloaded: same storage, a moment later.
    now += RELOAD_GUARD_MS - 1
    expect(reloadOnce({ storage, reload, now: () => now })).toBe(false)
    now += 1
    expect(reloadOnce({ storage, reload, now: () => now })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it("counts the router's own chunk reload for the guard", () => {
    sessionStorage.clear()
    adoptRouterReloads({ now: () => 5_000_000 })
    sessionStorage.setItem(
      'tanstack_router_reload:Failed to fetch dynamically imported module: /a.js',
      '1',
    )
    window.dispatchEvent(new Event('pagehide'))
    const reload = vi.fn()
    expect(reloadOnce({ reload, now: () => 5_000_000 + RELOAD_GUARD_MS - 1 })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('recognises chunk-load errors of the browsers', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new Error('Something else'))).toBe(false)
  })
})

describe('reload guard while offline', () => {
  it('never reloads while offline: waits for the online event and a server that answers', async () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    let offline = true
    let answers = false
    const reachable = vi.fn(async () => answers)
    vi.useFakeTimers()
    try {
      expect(reloadOnce({ storage, reload, offline: () => offline, reachable })).toBe(false)
      await vi.advanceTimersByTimeAsync(60_000)
      expect(reload).not.toHaveBeenCalled()
      expect(reachable).not.toHaveBeenCalled()
      // Back online, but the server does not answer yet.
      offline = false
      window.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(0)
      expect(reachable).toHaveBeenCalledTimes(1)
      expect(reload).not.toHaveBeenCalled()
      answers = true
      await vi.advanceTimersByTimeAsync(RELOAD_RECHECK_MS)
      expect(reload).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('importWhenOnline', () => {
  const chunkError = () => new TypeError('Failed to fetch dynamically imported module')

  it('an import that failed as the connection dropped is tried again once it is back', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true)
    const importer = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(async () => {
        onLine.mockReturnValue(false)
        throw chunkError()
      })
      .mockResolvedValueOnce('chunk')
    try {
      const loaded = importWhenOnline(importer, { reachable: async () => true })
      await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1))
      onLine.mockReturnValue(true)
      window.dispatchEvent(new Event('online'))
      await expect(loaded).resolves.toBe('chunk')
    } finally {
      onLine.mockRestore()
    }
  })

  it('the browser still says online but the server does not answer: waits for it, then imports', async () => {
    vi.useFakeTimers()
    try {
      let answers = false
      const importer = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(chunkError())
        .mockResolvedValueOnce('chunk')
      const loaded = importWhenOnline(importer, {
        offline: () => false,
        reachable: async () => answers,
      })
      await vi.advanceTimersByTimeAsync(RELOAD_RECHECK_MS * 2)
      expect(importer).toHaveBeenCalledTimes(1)
      answers = true
      await vi.advanceTimersByTimeAsync(RELOAD_RECHECK_MS)
      await expect(loaded).resolves.toBe('chunk')
      expect(importer).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a second failure once the server answers again reloads the page once (the browser keeps the failure)', async () => {
    vi.useFakeTimers()
    try {
      const error = chunkError()
      const importer = vi.fn<() => Promise<string>>().mockRejectedValue(error)
      const reload = vi.fn()
      let answers = false
      const loaded = importWhenOnline(importer, {
        offline: () => false,
        reachable: async () => answers,
        reload,
        storage: memoryStorage(),
        now: () => 1_000_000,
      })
      const settled = loaded.catch((reason: unknown) => reason)
      await vi.advanceTimersByTimeAsync(RELOAD_RECHECK_MS)
      expect(importer).toHaveBeenCalledTimes(1)
      expect(reload).not.toHaveBeenCalled()
      answers = true
      await vi.advanceTimersByTimeAsync(RELOAD_RECHECK_MS)
      expect(await settled).toBe(error)
      expect(importer).toHaveBeenCalledTimes(2)
      expect(reload).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a chunk missing from a server that answers fails at once (a new deployment)', async () => {
    const error = chunkError()
    const importer = vi.fn<() => Promise<string>>().mockRejectedValue(error)
    await expect(
      importWhenOnline(importer, { offline: () => false, reachable: async () => true }),
    ).rejects.toBe(error)
    expect(importer).toHaveBeenCalledTimes(1)
  })
})
