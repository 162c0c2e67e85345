import { Outlet, createFileRoute, retainSearchParams } from '@tanstack/react-router'
import { EmbeddedLayout } from '@/components/layout/EmbeddedLayout'
import { EmbedFrame } from '@/features/embed/EmbedFrame'

interface FrameSearch {
  widget?: string
  origin?: string
  return?: string
  host?: string
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

export const Route = createFileRoute('/$lang/_embedded')({
  // What the loader announced stays in the frame's address on every widget page: a checkout
  // opened from here proves by its referrer which host page it was opened for.
  validateSearch: (search: Record<string, unknown>): FrameSearch => ({
    widget: text(search.widget),
    origin: text(search.origin),
    return: text(search.return),
    host: text(search.host),
  }),
  search: { middlewares: [retainSearchParams(['widget', 'origin', 'return', 'host'])] },
  component: () => (
    <EmbeddedLayout>
      <EmbedFrame>
        <Outlet />
      </EmbedFrame>
    </EmbeddedLayout>
  ),
})
