export { ReportScreen, type ReportLinkState, type ReportScreenProps } from './ReportScreen'
export { useReportLoader } from './useReportLoader'
export { useReportLink } from './useReportLink'
