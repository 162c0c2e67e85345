/**
 * The share of its tasks' time the page's main thread ran on a core, read from a Lighthouse
 * trace: the top-level tasks' thread time over their wall time, from the navigation on. On a
 * machine busy with other work the thread waits for a core inside its tasks, and Lighthouse
 * multiplies a task's wall time by its CPU slowdown: a share well below 1 inflates TBT with the
 * wait, not with the page's work (docs/performance.md, "How far to trust the figures").
 * Undefined for a trace without the page's navigation or thread times.
 */
export function mainThreadShare(traceEvents) {
  const navigation = traceEvents
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame &&
        /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
    )
    .at(-1)
  if (!navigation) return undefined
  let wall = 0
  let thread = 0
  for (const event of traceEvents) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.tdur === undefined) continue
    if (event.pid !== navigation.pid || event.tid !== navigation.tid) continue
    if (event.ts < navigation.ts) continue
    wall += event.dur
    thread += event.tdur
  }
  return wall > 0 ? Math.min(1, thread / wall) : undefined
}
