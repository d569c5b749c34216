import type { CSSProperties, ReactNode } from 'react'
import tokensCss from '../../src/styles/tokens.css?raw'
import { groupTokens, parseTokens, type Token, type TokenGroup } from './designTokens'
import styles from './DesignTokens.module.css'

type Scheme = 'light' | 'dark'

const titles: Record<TokenGroup, string> = {
  colour: 'Colour',
  type: 'Type',
  space: 'Spacing',
  radius: 'Radius',
  shadow: 'Shadow',
  other: 'Other',
}

/** A cell in one theme, whatever the page's: light-dark() resolves by the cell's colour scheme. */
function ThemeCell({ scheme, children }: { scheme: Scheme; children: ReactNode }) {
  return (
    <td className={styles.themed} data-scheme={scheme}>
      {children}
    </td>
  )
}

function Name({ token }: { token: Token }) {
  return (
    <th scope="row" className={styles.name}>
      <code>{token.name}</code>
    </th>
  )
}

function ColourRow({ token }: { token: Token }) {
  const fill = { background: `var(${token.name})` }
  return (
    <tr>
      <Name token={token} />
      {(['light', 'dark'] as const).map((scheme) => (
        <ThemeCell key={scheme} scheme={scheme}>
          <span className={styles.colour}>
            <span className={styles.swatch} style={fill} aria-hidden="true" />
            <code>{token[scheme]}</code>
          </span>
        </ThemeCell>
      ))}
    </tr>
  )
}

function ShadowRow({ token }: { token: Token }) {
  return (
    <tr>
      <Name token={token} />
      <td>
        <code>{token.value}</code>
      </td>
      {(['light', 'dark'] as const).map((scheme) => (
        <ThemeCell key={scheme} scheme={scheme}>
          <span className={styles.card} style={{ boxShadow: `var(${token.name})` }} />
        </ThemeCell>
      ))}
    </tr>
  )
}

/** What a type, spacing or radius token looks like, beside its value. */
function sample(token: Token): ReactNode {
  const value = `var(${token.name})`
  if (token.group === 'space') return <span className={styles.bar} style={{ width: value }} />
  if (token.group === 'radius')
    return <span className={styles.box} style={{ borderRadius: value }} />
  if (token.group !== 'type') return null
  const style: CSSProperties = token.name.startsWith('--font-size-')
    ? { fontSize: value }
    : token.name.startsWith('--font-weight-')
      ? { fontWeight: value }
      : { fontFamily: value }
  return (
    <span className={styles.sample} style={style}>
      Ad Spend $48,250.00
    </span>
  )
}

function ValueRow({ token }: { token: Token }) {
  const shown = sample(token)
  return (
    <tr>
      <Name token={token} />
      <td>
        <code>{token.value}</code>
      </td>
      {shown !== null && <td>{shown}</td>}
    </tr>
  )
}

function columns(group: TokenGroup): string[] {
  if (group === 'colour') return ['Light', 'Dark']
  if (group === 'shadow') return ['Value', 'Light', 'Dark']
  if (group === 'other') return ['Value']
  return ['Value', 'Sample']
}

function Row({ token }: { token: Token }) {
  if (token.group === 'colour') return <ColourRow token={token} />
  if (token.group === 'shadow') return <ShadowRow token={token} />
  return <ValueRow token={token} />
}

/** Every token of src/styles/tokens.css, read from the file, grouped by its prefix. */
export function DesignTokens({ css = tokensCss }: { css?: string }) {
  return (
    <div className={styles.page}>
      {groupTokens(parseTokens(css)).map(([group, tokens]) => (
        <section key={group} className={styles.group} aria-labelledby={`tokens-${group}`}>
          <h2 id={`tokens-${group}`} className={styles.title}>
            {titles[group]}
          </h2>
          <table className={styles.table} aria-labelledby={`tokens-${group}`}>
            <thead>
              <tr>
                <th scope="col">Token</th>
                {columns(group).map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <Row key={token.name} token={token} />
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  )
}
