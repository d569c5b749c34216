export { ReportScreen, type ReportLinkState, type ReportScreenProps } from './ReportScreen'
