import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { channels } from '../../domain/channels'
import { channelIcons, ChannelIcon } from './ChannelIcons'

/** The channel's pictogram as the browser would parse it. */
function drawingOf(field: (typeof channels)[number]['field']): SVGSVGElement {
  const host = document.createElement('div')
  host.innerHTML = renderToStaticMarkup(<ChannelIcon field={field} />)
  const drawing = host.querySelector('svg')
  if (!drawing) throw new Error(`${field} draws no svg`)
  return drawing
}

describe('channel icons', () => {
  it('has one for every channel of the table, and none for a channel it does not hold', () => {
    expect(Object.keys(channelIcons).sort()).toEqual(channels.map((c) => c.field).sort())
  })

  it.each(channels.map((c) => [c.label, c.field] as const))(
    'draws %s as a decorative line icon in the text colour',
    (_label, field) => {
      const drawing = drawingOf(field)
      expect(drawing.getAttribute('aria-hidden')).toBe('true')
      expect(drawing.getAttribute('focusable')).toBe('false')
      expect(drawing.getAttribute('viewBox')).toBe('0 0 24 24')
      expect(drawing.getAttribute('stroke')).toBe('currentColor')
      expect(drawing.getAttribute('fill')).toBe('none')
      const shapes = drawing.querySelectorAll('path, circle, rect')
      expect(shapes.length).toBeGreaterThan(0)
      // A shape with its own colour would vanish or clash in dark or forced colours.
      for (const shape of shapes) {
        expect(shape.hasAttribute('fill') || shape.hasAttribute('stroke')).toBe(false)
      }
    },
  )

  it('draws each channel differently', () => {
    const drawings = channels.map((c) => drawingOf(c.field).innerHTML)
    expect(new Set(drawings).size).toBe(channels.length)
  })
})
