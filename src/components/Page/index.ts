export { Page, Panel, type PageProps } from './Page'
export { ShownPageProvider, usePage } from './usePage'
