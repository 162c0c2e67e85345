// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { HttpHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { format, resolveConfig } from 'prettier'
import { parse, stringify } from 'yaml'
import { handlers } from '../../src/mocks/handlers'
import { buildOpenApiDocument } from './document'

const FILE = fileURLToPath(new URL('../../docs/api/openapi.yaml', import.meta.url))
const HEADER =
  '# Generated from the valibot schemas by scripts/openapi/. Do not edit by hand:\n# run `UPDATE_OPENAPI=1 npx vitest run scripts/openapi/openapi.test.ts` after changing a schema.\n'

/** Formatted as `prettier --write .` would, so formatting the repository keeps it in step. */
async function render(): Promise<string> {
  const yaml =
    HEADER + stringify(buildOpenApiDocument(), { lineWidth: 0, aliasDuplicateObjects: false })
  return format(yaml, { ...(await resolveConfig(FILE)), parser: 'yaml' })
}

/** Mock-only paths that are not part of the contract (see docs/api/README.md). */
const MOCK_ONLY = [/^\/api\/__mock\//, /^\/mock-payment\//, /^\/api\/\*$/, /^\/api\/webshop\/\*$/]

function mockRoutes(): string[] {
  return (
    handlers
      .filter((h): h is HttpHandler => h instanceof HttpHandler)
      // The routing check (a RegExp for every /api path) is no route of its own.
      .filter((h) => typeof h.info.path === 'string')
      .map((h) => {
        const path = String(h.info.path)
          .replace(/^\*/, '')
          .replace(/:(\w+)/g, '{$1}')
        return `${String(h.info.method).toLowerCase()} ${path}`
      })
      .filter((route) => !MOCK_ONLY.some((re) => re.test(route.split(' ')[1] ?? '')))
  )
}

describe('docs/api/openapi.yaml', () => {
  it('matches what the valibot schemas generate', async () => {
    const expected = await render()
    if (process.env.UPDATE_OPENAPI) writeFileSync(FILE, expected)
    const committed = readFileSync(FILE, 'utf8')
    // On failure: a schema changed without regenerating the document (see the header).
    expect(committed).toBe(expected)
    // Formatting the whole document with prettier takes seconds on a busy machine.
  }, 30_000)

  it('documents every route the mock backend serves, and the mock serves every documented one', () => {
    const doc = parse(readFileSync(FILE, 'utf8')) as {
      paths: Record<string, Record<string, unknown>>
    }
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    )
    expect(new Set(mockRoutes())).toEqual(new Set(documented))
  })

  it('has no dangling $ref', () => {
    const doc = buildOpenApiDocument()
    const text = JSON.stringify(doc)
    const refs = [...text.matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)]
    expect(refs.length).toBeGreaterThan(20)
    const components = doc.components as unknown as Record<string, Record<string, unknown>>
    for (const [, group, name] of refs) {
      expect(components[group!]?.[name!], `${group}/${name}`).toBeDefined()
    }
  })
})
