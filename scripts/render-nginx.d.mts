export interface NginxOptions {
  readonly root: string
  readonly listen: string | number
  readonly api: string
  readonly reports: readonly string[]
  readonly prefix: string
  readonly mime?: string
  readonly user?: string
}
export function contentSecurityPolicy(options: Pick<NginxOptions, 'api' | 'reports'>): string
export function renderNginx(options: NginxOptions): string
