import { useEffect } from 'react'
import type { Advertiser } from '../../domain/advertisers'
import type { Channel } from '../../domain/channels'
import { reportLinkFor } from '../../domain/reportLinks'
import type { ReportLinkState } from '../../screens/Report'

/**
 * The chosen advertiser's link for a channel: unresolved until the advertisers are loaded and
 * the choice is among them. A link whose scheme may not be framed counts as missing, with a
 * console warning for whoever maintains the advertiser records.
 */
export function useReportLink(
  advertiser: Advertiser | undefined,
  channel: Channel,
): ReportLinkState {
  const link = advertiser ? reportLinkFor(advertiser, channel, window.location.origin) : null
  const forbidden = link?.kind === 'forbidden' ? link.scheme : null
  const name = advertiser?.name

  useEffect(() => {
    if (forbidden) {
      console.warn(
        `The ${channel.label} report link of ${name} uses ${forbidden}, which is never framed.`,
      )
    }
  }, [forbidden, name, channel.label])

  if (!link) return { status: 'unresolved' }
  return link.kind === 'url' ? { status: 'ready', href: link.href } : { status: 'missing' }
}
