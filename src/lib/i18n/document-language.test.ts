import { afterEach, describe, expect, it } from 'vitest'
import { setDocumentLanguage } from './document-language'

/** The `lang` writes the document sees while `act` runs. */
async function langWrites(act: () => void): Promise<number> {
  const records: MutationRecord[] = []
  const observer = new MutationObserver((list) => records.push(...list))
  observer.observe(document.documentElement, { attributeFilter: ['lang'] })
  act()
  await Promise.resolve()
  records.push(...observer.takeRecords())
  observer.disconnect()
  return records.length
}

afterEach(() => document.documentElement.removeAttribute('lang'))

describe('setDocumentLanguage', () => {
  it('sets a new language', async () => {
    document.documentElement.lang = 'de'
    expect(await langWrites(() => setDocumentLanguage('fr'))).toBe(1)
    expect(document.documentElement.lang).toBe('fr')
  })

  it('leaves a page already in that language untouched', async () => {
    document.documentElement.lang = 'de'
    expect(await langWrites(() => setDocumentLanguage('de'))).toBe(0)
  })
})
