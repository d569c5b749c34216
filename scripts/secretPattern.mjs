// Every form a secret may take in what a backend, a proxy or a library writes back (issue 57): as
// it is; JSON-escaped (short escapes, `\u` escapes in either case, an escaped `/`); percent-encoded
// (either case, `+` for a space, which covers a URL's user part and a form body); a JSON pointer's
// `~0` and `~1`; HTML's character references. The pattern takes each character in any of its
// forms, so a text that mixes them is matched too.

const regExpSyntax = /[\\^$.*+?()[\]{}|/-]/g
const literal = (text) => text.replace(regExpSyntax, '\\$&')
/** Hexadecimal digits in either case. */
const anyCase = (digits) => digits.replace(/[a-f]/g, (digit) => `[${digit}${digit.toUpperCase()}]`)
const hex = (number, width) => anyCase(number.toString(16).padStart(width, '0'))

const jsonShort = { '"': '\\"', '\\': '\\\\', '/': '\\/', '\b': '\\b', '\f': '\\f' }
Object.assign(jsonShort, { '\n': '\\n', '\r': '\\r', '\t': '\\t' })
const htmlNamed = { '"': '&quot;', '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;' }
const otherForms = { ' ': '\\+', '/': '~1', '~': '~0' }

/** One character (a code point) in any of its forms, as a piece of a regular expression. */
function characterForms(char) {
  const code = char.codePointAt(0)
  const units = [...Array(char.length).keys()].map((index) => char.charCodeAt(index))
  const bytes = [...Buffer.from(char, 'utf8')]
  return [
    literal(char),
    units.map((unit) => `\\\\u${hex(unit, 4)}`).join(''),
    bytes.map((byte) => `%${hex(byte, 2)}`).join(''),
    `&#0*${code};`,
    `&#[xX]0*${hex(code, 1)};`,
    ...(char in jsonShort ? [literal(jsonShort[char])] : []),
    ...(char in htmlNamed ? [htmlNamed[char]] : []),
    ...(char in otherForms ? [otherForms[char]] : []),
  ].join('|')
}

/** A global pattern for `secret` in any of its forms; never an empty one, which would match all. */
export function secretPattern(secret) {
  if (!secret) throw new Error('An empty secret matches everywhere')
  return new RegExp([...secret].map((char) => `(?:${characterForms(char)})`).join(''), 'g')
}
