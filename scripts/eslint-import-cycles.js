// A lint rule of the project's own (eslint.config.js): no module may import itself back through
// others, statically or with import(). A circle of imports is a layer that knows the one above it:
// its order of evaluation depends on who is imported first, and none of its files can be read, or
// split into a chunk, alone. Type-only imports are left out: they vanish from the built code.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const extensions = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']
/** Relative imports in a file's text: import/export … from '…', import '…', import('…'). */
const importPattern =
  /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm

/** The module file `specifier` names from `file`, or null for anything else (CSS, a package). */
export function resolveImport(file, specifier) {
  const base = path.resolve(path.dirname(file), specifier)
  for (const extension of extensions) {
    const candidate = base + extension
    if (
      /\.(ts|tsx|mjs|js)$/.test(candidate) &&
      existsSync(candidate) &&
      statSync(candidate).isFile()
    )
      return candidate
  }
  return null
}

const edges = new Map()

/** The project modules `file` imports (read from disk, once per lint run). */
function importsOf(file) {
  if (!edges.has(file)) {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
    const found = [...text.matchAll(importPattern)]
      .map((match) => resolveImport(file, match[1] ?? match[2]))
      .filter(Boolean)
    edges.set(file, [...new Set(found)])
  }
  return edges.get(file)
}

/** The shortest way from `start` back to `target`, as a list of files, or null. */
function pathBack(start, target) {
  const cameFrom = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()
    if (file === target) {
      const way = []
      for (let at = file; at !== null; at = cameFrom.get(at)) way.unshift(at)
      return way
    }
    for (const next of importsOf(file)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file)
        queue.push(next)
      }
    }
  }
  return null
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses an import that leads back to the importing module.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{circle}}. Move what both need into a module of its own.' },
  },
  create(context) {
    const file = context.filename
    const cwd = context.cwd
    function check(node, source) {
      if (!source || typeof source.value !== 'string' || node.importKind === 'type') return
      if (node.exportKind === 'type') return
      const target = resolveImport(file, source.value)
      if (!target) return
      const way = pathBack(target, file)
      if (!way) return
      const circle = [file, ...way].map((step) => path.relative(cwd, step)).join(' → ')
      context.report({ node: source, messageId: 'cycle', data: { circle } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}
