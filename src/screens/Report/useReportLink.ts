import { useEffect } from 'react'
import type { Advertiser } from '../../domain/advertisers'
import type { Channel } from '../../domain/channels'
import { reportLinkFor } from '../../domain/reportLinks'
import type { ReportLinkState } from './ReportScreen'

/**
 * The chosen advertiser's link for a channel, as the screen takes it (`reportOrigins`: the
 * deployment's report hosts, config.json): unresolved until the advertisers are loaded and
 * the choice is among them. A link that may not be framed (its scheme, or a username or
 * password in it) counts as missing, with a console warning for whoever maintains the
 * advertiser records. The warning names neither the advertiser nor the link: the console is no
 * place for a client's data (SECURITY.md).
 */
export function useReportLink(
  advertiser: Advertiser | undefined,
  channel: Channel,
  reportOrigins: readonly string[] | null,
): ReportLinkState {
  const link = advertiser
    ? reportLinkFor(advertiser, channel, window.location.origin, reportOrigins)
    : null
  const refused =
    link?.kind === 'forbidden'
      ? `uses ${link.scheme}`
      : link?.kind === 'credentials'
        ? 'carries a username or password'
        : link?.kind === 'insecure'
          ? 'is plain http: on a portal served over https:'
          : link?.kind === 'foreign'
            ? "is not on the deployment's report hosts (config.json reportOrigins)"
            : null

  // Said again for each advertiser chosen, though without saying which.
  const chosen = advertiser?.name
  useEffect(() => {
    if (refused) console.warn(`A ${channel.label} report link ${refused}, which is never framed.`)
  }, [refused, channel.label, chosen])

  if (!link) return { status: 'unresolved' }
  return link.kind === 'url' ? { status: 'ready', href: link.href } : { status: 'missing' }
}
