/** The two widths designers review every screen at. */
export const viewports = {
  phone: {
    name: 'Phone',
    styles: { width: '390px', height: '844px' },
    type: 'mobile',
  },
  desktop: {
    name: 'Desktop',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const

export const phone = { viewport: { value: 'phone', isRotated: false } }
export const desktop = { viewport: { value: 'desktop', isRotated: false } }
