export { Shell, type ShellProps } from './Shell'
export { useCoverShell } from './ShellCover'
export { NoticeArea, ShellNotice } from './ShellNotice'
