import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SKU_TYPES } from '@/api/listings'
import type { FilterConfig } from '@/api/config'
import { todayInShop } from '@/lib/format'
import { useLocalized } from '@/lib/i18n/use-localized'
import { useShopConfig } from '@/api/config'
import { PEOPLE_MAX, splitTags, type OverviewSearch } from './search'

export interface FiltersProps {
  search: OverviewSearch
  /** Sets one filter (undefined removes it); every change is a history entry. */
  onChange: (key: string, value: string | undefined) => void
  onReset: () => void
  active: boolean
}

/** The overview's filters, built from the shop configuration's filterConfig and tags. */
export function Filters({ search, onChange, onReset, active }: FiltersProps) {
  const { t } = useTranslation('listings')
  const config = useShopConfig()
  const localized = useLocalized()
  // On a phone the filters would fill the first screen: the text search stays, the others fold
  // away (open when one of them is set). Wide screens show everything. The prerendered first
  // view comes folded (listings.css shows it open on wide screens until the app takes over).
  const [wide] = useState(
    () => typeof document !== 'undefined' && window.matchMedia('(min-width: 48rem)').matches,
  )
  if (config.filterConfig.length === 0) return null
  const control = (filter: FilterConfig) => (
    <FilterControl
      key={filter.key}
      filter={filter}
      label={localized(filter.label)}
      value={search[filter.key]}
      onChange={(value) => onChange(filter.key, value)}
    />
  )
  const text = config.filterConfig.filter((filter) => filter.type === 'TEXT')
  const others = config.filterConfig.filter((filter) => filter.type !== 'TEXT')
  const setOthers = others.filter((filter) => Boolean(search[filter.key])).length

  return (
    <section className="filters" aria-labelledby="filters-title">
      <h2 id="filters-title" className="visually-hidden">
        {t('filters.heading')}
      </h2>
      {text.length ? <div className="filters__grid">{text.map(control)}</div> : null}
      {others.length ? (
        <details className="filters__more" open={wide || setOthers > 0}>
          <summary>
            {setOthers > 0 ? t('filters.moreActive', { count: setOthers }) : t('filters.more')}
          </summary>
          <div className="filters__grid">{others.map(control)}</div>
        </details>
      ) : null}
      {active ? (
        <button type="button" className="button button--secondary filters__reset" onClick={onReset}>
          {t('filters.reset')}
        </button>
      ) : null}
    </section>
  )
}

/** What every filter control gets: its label, the URL's value and how to change it. */
interface ControlProps {
  label: string
  value?: string
  onChange: (value?: string) => void
}

function FilterControl({
  filter,
  label,
  value,
  onChange,
}: {
  filter: FilterConfig
  label: string
  value: string | undefined
  onChange: (value: string | undefined) => void
}) {
  switch (filter.type) {
    case 'TEXT':
      // Keyed by the URL's value: back/forward or a reset start it afresh.
      return <TextFilter key={value ?? ''} label={label} value={value} onChange={onChange} />
    case 'SKU_TYPE':
      return <TypeFilter label={label} value={value} onChange={onChange} />
    case 'DATE':
      return <DateFilter label={label} value={value} onChange={onChange} />
    case 'PEOPLE':
      return <PeopleFilter label={label} value={value} onChange={onChange} />
    case 'TAGS':
      return <TagFilter filter={filter} label={label} value={value} onChange={onChange} />
  }
}

function TextFilter({ label, value, onChange }: ControlProps) {
  const { t } = useTranslation('listings')
  const id = useId()
  const [text, setText] = useState(value ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange(text.trim() || undefined)
  }
  return (
    <form role="search" className="filter filter--text" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <div className="filter__row">
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          {t('filters.search')}
        </button>
      </div>
    </form>
  )
}

function TypeFilter({ label, value, onChange }: ControlProps) {
  const { t } = useTranslation('listings')
  const types = SKU_TYPES.map((type) => [type, t(`skuType.${type}`)] as const)
  return (
    <SelectFilter label={label} value={value} onChange={onChange} any={t('filters.allTypes')}>
      {types}
    </SelectFilter>
  )
}

/** How many people come: only listings with room for all of them (on the date, if one is set). */
function PeopleFilter({ label, value, onChange }: ControlProps) {
  const { t } = useTranslation('listings')
  const sizes = Array.from({ length: PEOPLE_MAX }, (_, i) => {
    const n = i + 1
    return [String(n), t('filters.people', { count: n })] as const
  })
  return (
    <SelectFilter label={label} value={value} onChange={onChange} any={t('filters.anyPeople')}>
      {sizes}
    </SelectFilter>
  )
}

/** A labelled select whose first option ("any") removes the filter. */
function SelectFilter({
  label,
  value,
  onChange,
  any,
  children,
}: ControlProps & { any: string; children: ReadonlyArray<readonly [string, string]> }) {
  const id = useId()
  return (
    <div className="filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{any}</option>
        {children.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

function DateFilter({ label, value, onChange }: ControlProps) {
  const { t } = useTranslation('listings')
  const id = useId()
  return (
    <div className="filter">
      <label htmlFor={id}>{label}</label>
      <div className="filter__row">
        <input
          id={id}
          type="date"
          value={value ?? ''}
          min={todayInShop()}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
        {value ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange(undefined)}
          >
            {t('filters.clearDate')}
          </button>
        ) : null}
      </div>
    </div>
  )
}

function TagFilter({
  filter,
  label,
  value,
  onChange,
}: {
  filter: FilterConfig
  label: string
  value?: string
  onChange: (v?: string) => void
}) {
  const config = useShopConfig()
  const localized = useLocalized()
  const selected = new Set(splitTags(value))
  const tags = config.tags.filter((tag) => !filter.tagGroup || tag.group === filter.tagGroup)
  if (tags.length === 0) return null
  const toggle = (id: string, on: boolean) => {
    const next = tags
      .map((tag) => tag.id)
      .filter((tagId) => (tagId === id ? on : selected.has(tagId)))
    onChange(next.length ? next.join(',') : undefined)
  }
  return (
    <fieldset className="filter filter--tags">
      <legend>{label}</legend>
      <div className="chips">
        {tags.map((tag) => (
          <label key={tag.id} className="chip">
            <input
              type="checkbox"
              checked={selected.has(tag.id)}
              onChange={(event) => toggle(tag.id, event.target.checked)}
            />
            <span>{localized(tag.label)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
