import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { MediaImage } from '@/components/ui/MediaImage'
import { COVER_PICTURE } from './overview/card-picture'

export interface GalleryProps {
  title: string
  mediaIds: string[]
}

const SWIPE_PX = 40

/**
 * Cover pictures plus an all-pictures view. The view is a native modal <dialog>: the browser
 * traps focus and makes the page inert; Escape closes it; focus returns to the button that
 * opened it. Arrow keys and swipes move between pictures.
 */
export function Gallery({ title, mediaIds }: GalleryProps) {
  const { t } = useTranslation('listings')
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement | null>(null)
  const [index, setIndex] = useState(0)
  const [open, setOpen] = useState(false)
  const swipeStart = useRef<number | null>(null)
  const count = mediaIds.length
  const alt = (i: number) => t('gallery.pictureAlt', { title, index: i + 1, count })

  const show = (at: number, opener: HTMLButtonElement) => {
    openerRef.current = opener
    setIndex(at)
    setOpen(true)
    dialogRef.current?.showModal()
  }
  const close = () => dialogRef.current?.close()
  const move = (delta: number) => setIndex((i) => (i + delta + count) % count)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const onClose = () => {
      setOpen(false)
      openerRef.current?.focus()
    }
    dialog.addEventListener('close', onClose)
    return () => dialog.removeEventListener('close', onClose)
  }, [])

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return
    const dx = event.clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(dx) > SWIPE_PX) move(dx < 0 ? 1 : -1)
  }

  if (count === 0) return null
  const covers = mediaIds.slice(0, 3)

  return (
    <div className="gallery">
      <ul className={`gallery__covers gallery__covers--${covers.length}`}>
        {covers.map((id, i) => (
          <li key={id}>
            <button
              type="button"
              className="gallery__cover"
              onClick={(event) => show(i, event.currentTarget)}
              aria-label={t('gallery.open', { index: i + 1, count })}
            >
              <MediaImage
                id={id}
                alt={alt(i)}
                width={i === 0 ? 960 : 480}
                height={i === 0 ? 640 : 320}
                widths={i === 0 ? COVER_PICTURE.widths : [320, 480, 640]}
                sizes={i === 0 ? COVER_PICTURE.sizes : '(min-width: 60rem) 20rem, 50vw'}
                priority={i === 0}
              />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--secondary gallery__all"
        onClick={(event) => show(0, event.currentTarget)}
      >
        {t('gallery.showAll', { count })}
      </button>
      <dialog
        ref={dialogRef}
        className="gallery-dialog"
        aria-labelledby="gallery-title"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') {
            event.preventDefault()
            move(1)
          } else if (event.key === 'ArrowLeft') {
            event.preventDefault()
            move(-1)
          }
        }}
      >
        <div className="gallery-dialog__inner">
          <header className="gallery-dialog__header">
            <h2 id="gallery-title">{t('gallery.title', { title })}</h2>
            {/* The first focusable element: showModal() focuses it. */}
            <button type="button" className="button button--secondary" onClick={close}>
              {t('gallery.close')}
            </button>
          </header>
          {open ? (
            <figure
              className="gallery-dialog__figure"
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
            >
              <MediaImage
                key={mediaIds[index]}
                id={mediaIds[index] ?? 'default'}
                alt={alt(index)}
                width={1280}
                height={853}
                widths={[640, 1024, 1280, 1600]}
                sizes="(min-width: 70rem) 64rem, 100vw"
                priority
                draggable={false}
              />
              <figcaption aria-live="polite">
                {t('gallery.position', { index: index + 1, count })}
              </figcaption>
            </figure>
          ) : null}
          <div className="gallery-dialog__nav">
            <button type="button" className="button button--secondary" onClick={() => move(-1)}>
              {t('gallery.previous')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => move(1)}>
              {t('gallery.next')}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  )
}
