import { parseAst, type Plugin } from 'vite'

type Node = { type: string; [key: string]: unknown }

const FUNCTIONS = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'MethodDefinition',
  'PropertyDefinition',
  'StaticBlock',
])

/** True when the module's own code awaits outside any function (top-level await). */
export function hasTopLevelAwait(code: string): boolean {
  const visit = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(visit)
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return false
    const n = node as Node
    if (n.type === 'AwaitExpression') return true
    if (n.type === 'ForOfStatement' && n.await === true) return true
    if (FUNCTIONS.has(n.type)) return false
    return Object.entries(n).some(([key, child]) => key !== 'type' && visit(child))
  }
  return visit(parseAst(code, { sourceType: 'module' }))
}

/**
 * Fails the build when a chunk that another chunk imports (statically or with import()) awaits at
 * its top level. Such a chunk and a chunk it loads that imports it back form an async cycle, and
 * WebKit then hands the loaded chunk an empty module: the router's lazy route parts came back
 * without their exports and the listing page failed in Safari's engine only (src/main.tsx).
 */
export function chunkGuardPlugin(): Plugin {
  return {
    name: 'webshop:chunk-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imported = new Set<string>()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const file of [...output.imports, ...output.dynamicImports]) imported.add(file)
      }
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !imported.has(output.fileName)) continue
        if (hasTopLevelAwait(output.code)) {
          this.error(
            `${output.fileName} is imported by another chunk and has a top-level await ` +
              '(WebKit breaks on the cycle; scripts/vite-chunk-guard.ts): move the await into a function',
          )
        }
      }
    },
  }
}
