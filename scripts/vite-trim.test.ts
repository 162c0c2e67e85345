import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { schemaDescriptionsPlugin } from './vite-trim.ts'

type Transform = (code: string, id: string) => { code: string } | null

const transform = schemaDescriptionsPlugin().transform as unknown as Transform

describe('schemaDescriptionsPlugin', () => {
  it('leaves the description items out of the pipes of the API schemas, keeping the checks', () => {
    const code = [
      "const A = v.pipe(v.boolean(), v.description('When true, a sold-out slot offers a list.'))",
      'const B = v.pipe(',
      '  v.string(),',
      '  v.description(',
      "    'Ids of the shop' +",
      '      " configuration\'s tags.",',
      '  ),',
      '  v.minLength(1),',
      ')',
    ].join('\n')
    const out = transform(code, '/app/src/api/listings/schema.ts')!.code
    expect(out).not.toContain('description')
    const schemas = new Function('v', `${out}\nreturn { A, B }`)(v) as {
      A: v.GenericSchema
      B: v.GenericSchema
    }
    expect(v.is(schemas.A, true)).toBe(true)
    expect(v.is(schemas.A, 'yes')).toBe(false)
    expect(v.is(schemas.B, 'x')).toBe(true)
    expect(v.is(schemas.B, '')).toBe(false)
  })

  it('does not touch other modules', () => {
    expect(transform("v.pipe(v.string(), v.description('x'))", '/app/src/lib/form.tsx')).toBeNull()
  })
})
