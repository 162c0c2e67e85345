/**
 * Builds docs/api/openapi.yaml from the app's valibot schemas plus a table of operations, so the
 * document cannot drift from what the app parses: scripts/openapi/openapi.test.ts fails when the
 * committed file differs from what this module builds (UPDATE_OPENAPI=1 rewrites it).
 */
import { toJsonSchemaDefs, type JsonSchema } from '@valibot/to-json-schema'
import { COMPONENTS } from './components'
import { OPERATIONS } from './operations'
import { errorResponse, int, ref, str } from './parts'
import { SHARE_OPERATIONS, sharePaths } from './share'
import { staffPaths } from './staff'
import { PAYMENT_OPERATIONS } from './payments'
import type { Answer, Operation } from './types'

export const API_PREFIX = '/api/webshop/v1'

/** Endpoints outside /api/webshop/v1 that the shop calls (spec section 7). */
const extraPaths = () => ({
  '/sanctum/csrf-cookie': {
    get: {
      operationId: 'getCsrfCookie',
      tags: ['Session'],
      summary:
        'Starts or keeps the session (its cookie) and sets the XSRF-TOKEN cookie; session routes need its value in X-XSRF-TOKEN.',
      description:
        'Inside the stateful `web` middleware group. The public shop API does not depend on it (see docs/api/README.md); the client calls it once per page without making reads wait.',
      responses: { '204': { description: 'Cookies set (session, XSRF-TOKEN).' } },
    },
  },
  ...staffPaths(),
  ...sharePaths(),
  '/api/media/v1/media/{file}': {
    get: {
      operationId: 'getMedia',
      tags: ['Shop'],
      summary: 'A picture by media id (`{id}.jpg`); unknown ids fall back to a default.',
      parameters: [
        { name: 'file', in: 'path', required: true, schema: str, description: '`{id}.jpg`' },
        { name: 'width', in: 'query', schema: int(1), description: 'Requested width in pixels.' },
      ],
      responses: {
        '200': {
          description: 'JPEG',
          content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
        },
      },
    },
  },
})

function answerSchema(answer: Answer): JsonSchema | undefined {
  if ('data' in answer) {
    return { type: 'object', required: ['data'], properties: { data: ref(answer.data) } }
  }
  if ('dataArray' in answer) {
    return {
      type: 'object',
      required: ['data'],
      properties: { data: { type: 'array', items: ref(answer.dataArray) } },
    }
  }
  if ('list' in answer) {
    return {
      type: 'object',
      required: ['data', 'meta'],
      properties: { data: { type: 'array', items: ref(answer.list) }, meta: ref('PageMeta') },
    }
  }
  return undefined
}

function operationObject(op: Operation) {
  const mutating = op.method !== 'get'
  const responses: Record<string, unknown> = {}
  const schema = answerSchema(op.answer)
  responses[String(op.status ?? 200)] = {
    description: 'Success.',
    ...(schema ? { content: { 'application/json': { schema } } } : {}),
  }
  for (const [status, codes] of Object.entries(op.errors ?? {})) {
    responses[status] = errorResponse(Number(status), codes)
  }
  const parameters: unknown[] = [{ $ref: '#/components/parameters/AcceptLanguage' }]
  if (mutating) {
    parameters.push(
      { $ref: '#/components/parameters/XsrfToken' },
      { $ref: '#/components/parameters/IdempotencyKey' },
    )
  }
  for (const param of op.params ?? []) {
    parameters.push({
      name: param.name,
      in: param.in,
      description: param.description,
      ...(param.required ? { required: true } : {}),
      schema: param.repeat ? { type: 'array', items: param.schema } : param.schema,
      ...(param.repeat ? { style: 'form', explode: true } : {}),
    })
  }
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    parameters,
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref(op.body) } },
          },
        }
      : {}),
    responses,
  }
}

export function buildOpenApiDocument() {
  const schemas = toJsonSchemaDefs(COMPONENTS, {
    target: 'draft-2020-12',
    // Transformations (trim, toUpperCase) and cross-field checks have no JSON Schema form;
    // they are described in the operation texts instead.
    errorMode: 'ignore',
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  })
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of [...OPERATIONS, ...SHARE_OPERATIONS, ...PAYMENT_OPERATIONS]) {
    const key = `${API_PREFIX}${op.path}`
    paths[key] = { ...paths[key], [op.method]: operationObject(op) }
  }
  Object.assign(paths, extraPaths())
  return {
    openapi: '3.1.0',
    info: {
      title: 'Webshop API',
      version: '1.0.0',
      description:
        'Contract between the booking web shop and its Laravel backend. Generated from the valibot schemas in src/api by src/api/openapi.ts; read docs/api/README.md for conventions (stateless public API, session routes and CSRF, locale, idempotency, holds, errors) and for running it on Laravel.',
    },
    servers: [{ url: '/' }],
    tags: [
      'Shop',
      'Catalogue',
      'Availability',
      'Cart',
      'Checkout',
      'Orders',
      'Payment links',
      'Bookings',
      'Session',
      'Staff',
    ].map((name) => ({ name })),
    paths,
    components: {
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          description:
            'Interface language (de, en, fr); texts in answers are resolved into it. Fallback de.',
          schema: { type: 'string', default: 'de' },
        },
        XsrfToken: {
          name: 'X-XSRF-TOKEN',
          in: 'header',
          description:
            'The client sends the URL-decoded XSRF-TOKEN cookie when it has one. The public shop API is stateless: it ignores this header, never answers 419 and works without any cookie (widgets with third-party cookies blocked).',
          schema: str,
        },
        SessionXsrfToken: {
          name: 'X-XSRF-TOKEN',
          in: 'header',
          required: true,
          description:
            "The URL-decoded XSRF-TOKEN cookie of this session (from GET /sanctum/csrf-cookie or any earlier answer of the session's routes).",
          schema: str,
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          description:
            'One key per user intent. The same key on the same request replays the first answer; on another request it answers 409 IDEMPOTENCY_KEY_REUSED.',
          schema: { type: 'string', maxLength: 255 },
        },
      },
      responses: {
        CsrfMismatch: {
          description:
            'CSRF token mismatch, as Laravel answers it: `{"message": "CSRF token mismatch."}`, no code. Session routes only. Fetch the cookie again and retry once.',
          content: { 'application/json': { schema: ref('Message') } },
        },
      },
      schemas,
    },
  }
}
