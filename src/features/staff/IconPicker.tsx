import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { searchIcons } from '@/api/staff/api'
import type { Icon } from '@/api/staff/schema'
import { fieldDomId, useFieldContext } from '@/lib/form'
import { ICON_SERVICE_TIMEOUT_MS, LOCAL_ICONS } from '@/api/staff/icon-set'
import { staffQueries } from './queries'

const MAX_SHOWN = 40

/** The icon service's answer, or a rejection once ICON_SERVICE_TIMEOUT_MS have passed. */
function iconsInTime(search: string, signal: AbortSignal): Promise<Icon[]> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ICON_SERVICE_TIMEOUT_MS)
  const stop = () => controller.abort()
  signal.addEventListener('abort', stop, { once: true })
  return searchIcons(search, controller.signal).finally(() => {
    clearTimeout(timer)
    signal.removeEventListener('abort', stop)
  })
}

export function IconGlyph({ path, className }: { path: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={path} fillRule="evenodd" />
    </svg>
  )
}

/**
 * The icon that marks a person in calendars: searchable, a radio group (arrow keys, Space). It
 * asks the icon service and shows the app's local set until it answers, and instead of it when
 * it does not answer within 1500 ms. Use inside `form.AppField`.
 */
export function IconPicker() {
  const { t, i18n } = useTranslation('staff')
  const field = useFieldContext<string>()
  const base = useId()
  const [search, setSearch] = useState('')
  // The icon picked here (a later search may hide it from the list).
  const [picked, setPicked] = useState<Icon | undefined>()
  const service = useQuery({
    queryKey: [...staffQueries.all(), 'icons', i18n.language, search.trim().toLowerCase()],
    queryFn: ({ signal }) => iconsInTime(search.trim(), signal),
    staleTime: 5 * 60_000,
  })

  const needle = search.trim().toLowerCase()
  const local: Icon[] = Object.entries(LOCAL_ICONS)
    .map(([name, path]) => ({ name, path, label: t(`icon.${name}`) }))
    .filter(
      (icon) => !needle || icon.name.includes(needle) || icon.label.toLowerCase().includes(needle),
    )
  const icons = (service.data ?? local).slice(0, MAX_SHOWN)
  const value = field.state.value
  const chosen: Icon = (picked?.name === value ? picked : undefined) ??
    icons.find((icon) => icon.name === value) ?? {
      name: value,
      path: LOCAL_ICONS[value] ?? '',
      label: LOCAL_ICONS[value] ? t(`icon.${value}`) : value,
    }

  return (
    <fieldset className="field staff-icons">
      <legend className="field__label">{t('icon.legend')}</legend>
      <p className="staff-icons__chosen">
        {chosen.path ? <IconGlyph path={chosen.path} className="staff-icons__glyph" /> : null}
        {t('icon.chosen', { label: chosen.label })}
      </p>
      <label htmlFor={`${base}-search`} className="field__label">
        {t('icon.search')}
      </label>
      <p id={`${base}-hint`} className="field__hint">
        {t('icon.searchHint')}
      </p>
      <input
        id={`${base}-search`}
        type="search"
        className="field__input"
        value={search}
        autoComplete="off"
        aria-describedby={`${base}-hint ${base}-status`}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches; it must not submit the profile.
          if (event.key === 'Enter') event.preventDefault()
        }}
      />
      <p id={`${base}-status`} role="status" className="staff-icons__status">
        {service.isFetching
          ? t('icon.loading')
          : service.isError
            ? t('icon.fallback')
            : icons.length === 0
              ? t('icon.none')
              : t('icon.count', { count: icons.length })}
      </p>
      <div className="staff-icons__grid" role="radiogroup" aria-label={t('icon.legend')}>
        {icons.map((icon, index) => (
          <label key={icon.name} className="staff-icons__option">
            <input
              id={index === 0 ? fieldDomId(field.name) : undefined}
              type="radio"
              name={field.name}
              value={icon.name}
              checked={field.state.value === icon.name}
              onChange={() => {
                setPicked(icon)
                field.handleChange(icon.name)
              }}
              onBlur={field.handleBlur}
            />
            <IconGlyph path={icon.path} className="staff-icons__glyph" />
            <span className="staff-icons__label">{icon.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
