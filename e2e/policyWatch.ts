import type { BrowserContext } from 'playwright'

/** Browser messages about the response headers: a policy refused, or a header it cannot read. */
const aboutPolicies = /Content.Security.Policy|Trusted.?Type|Permissions.Policy|Cross-Origin-/i

/**
 * Everything in `context` that the portal's headers objected to: each `securitypolicyviolation`
 * event (CSP and Trusted Types, in any page or frame, across navigations) and each console line
 * about a policy, of any level (an unknown Permissions-Policy feature is only a warning).
 */
export async function watchPolicies(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await context.exposeBinding('__policyViolation', (_source, text: string) => {
    violations.push(text)
  })
  await context.addInitScript(() => {
    const report = (window as unknown as { __policyViolation(text: string): void })
      .__policyViolation
    document.addEventListener(
      'securitypolicyviolation',
      (event) => report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      true,
    )
  })
  context.on('console', (message) => {
    if (aboutPolicies.test(message.text())) violations.push(`${message.type()}: ${message.text()}`)
  })
  return violations
}
