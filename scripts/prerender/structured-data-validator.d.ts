// The validator ships JavaScript without types: the part the tests use.
declare module '@adobe/structured-data-validator' {
  export interface Issue {
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    fieldNames?: string[]
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown)
    validate(extracted: { jsonld?: Record<string, object[]> }): Promise<Issue[]>
  }
}
