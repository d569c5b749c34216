// The renderer's `--mime` file (scripts/render-nginx.mjs): one `types { … }` block of
// `type extension …;` pairs, read as nginx's own parser splits a file (ngx_conf_read_token), and
// written into the configuration again by the renderer. nginx never reads the file itself, so
// nothing else it holds reaches the portal's `http` block (issue 43, N7; issue 57: a check that
// took every `#` for a comment let `txt#x; } server { … }` through).
import { readFileSync } from 'node:fs'
import { refuse, regularFile } from './nginx-arguments.mjs'

/**
 * The words and the `{`, `}` and `;` of an nginx file, comments left out. As nginx reads it: a
 * `#` starts a comment only where a word would start; whitespace, `;` and `{` end a word, and a
 * `#` or `}` inside a word is part of it. Quotes and `\`, which nginx reads as parts of one word,
 * are kept in the word, where no type or extension may have them.
 */
export function nginxWords(text) {
  const words = []
  let word = ''
  let comment = false
  for (const char of text) {
    if (comment) comment = char !== '\n'
    else if (word === '' && char === '#') comment = true
    else if (word === '' && char === '}') words.push(char)
    else if (/\s/.test(char) || char === ';' || char === '{') {
      if (word !== '') words.push(word)
      word = ''
      if (!/\s/.test(char)) words.push(char)
    } else word += char
  }
  if (word !== '') words.push(word)
  return words
}

const mediaType = /^[a-z0-9][a-z0-9!&^_.+-]*\/[a-z0-9][a-z0-9!&^_.+-]*$/i
const extension = /^[a-z0-9_][a-z0-9_.+-]*$/i

/** The `[type, extensions]` pairs of one `types { … }` block; throws naming the first misfit. */
function pairsOf(words) {
  const misfit = (at, expected) => {
    throw new Error(
      `${at < words.length ? JSON.stringify(words[at]) : 'the end'} is not ${expected}`,
    )
  }
  if (words[0] !== 'types') misfit(0, '`types`')
  if (words[1] !== '{') misfit(1, '`{`')
  const pairs = []
  let at = 2
  while (words[at] !== '}') {
    if (!mediaType.test(words[at] ?? '')) misfit(at, 'a type (type/subtype) or `}`')
    const [type, extensions] = [words[at++], []]
    while (words[at] !== ';') {
      if (!extension.test(words[at] ?? '')) misfit(at, 'an extension or `;`')
      extensions.push(words[at++])
    }
    if (extensions.length === 0) misfit(at, 'an extension')
    pairs.push([type, extensions])
    at++
  }
  if (at !== words.length - 1) misfit(at + 1, 'the end of the file')
  return pairs
}

/**
 * The `types { … }` block to write in the `http` block, two spaces in, from the `--mime` file;
 * refuses a file that is anything else, naming where it differs.
 */
export function mimeTypes(flag, value) {
  const resolved = regularFile(flag, value)
  const words = nginxWords(readFileSync(resolved, 'utf8'))
  try {
    const pairs = pairsOf(words)
    const lines = pairs.map(([type, extensions]) => `    ${type} ${extensions.join(' ')};`)
    return ['types {', ...lines, '  }'].join('\n')
  } catch (misfit) {
    refuse(
      flag,
      resolved,
      `is not one \`types { … }\` block of \`type extension …;\` lines: ${misfit.message} (as nginx reads it)`,
    )
  }
}
