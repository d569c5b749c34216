export { Page, Panel, type PageProps } from './Page'
