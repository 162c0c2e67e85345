import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderApp } from '@/testing/render-app'

describe('the header on the bare /', () => {
  it('has the cart button, as the language pages do', async () => {
    await renderApp('/')
    expect(
      await screen.findByRole('button', { name: /^Warenkorb, 0 Artikel$|^Cart, 0 items$/ }),
    ).toBeVisible()
  })
})
