// The accessibility statement.
export { AccessibilityStatement, STATEMENT_REVIEWED } from './AccessibilityStatement'
