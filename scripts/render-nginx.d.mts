export interface NginxOptions {
  readonly root: string
  /** The one name the portal answers to; a request for any other gets no answer (444). */
  readonly serverName: string
  /** A port or address:port; 443 with TLS, 80 without. */
  readonly listen?: string | number
  readonly api: string
  readonly reports: readonly string[]
  readonly prefix: string
  readonly mime?: string
  readonly user?: string
  /**
   * Renders for a config.json without reportOrigins, whose portal offers a report on any https:
   * host (issue 43, N8); without it such a root is refused.
   */
  readonly anyReportHost?: boolean
  /** Lets --api, --reports and --csp-report be plain http: (a loopback test, never production). */
  readonly allowHttp?: boolean
  /** Lets --user be root: a loopback test run as root, never production. */
  readonly allowRootUser?: boolean
  readonly tlsCert?: string
  readonly tlsKey?: string
  /** Where the plain-HTTP redirect to HTTPS listens (with TLS only); 80 by default. */
  readonly httpListen?: string | number
  /** A balancer in front ends TLS: HSTS and upgrade-insecure-requests without TLS here. */
  readonly tlsOffloaded?: boolean
  readonly cspReport?: string
  /** The nginx the file is for (HTTP/2 syntax); the installed one's by default. */
  readonly nginxVersion?: string
  /**
   * nginx's brotli_static module (Debian: /usr/lib/nginx/modules/ngx_http_brotli_static_module.so),
   * to send the build's .br files; without it, the build's .gz files.
   */
  readonly brotliModule?: string
}
export class InvalidArgument extends Error {}
export const debianBrotliModule: string
export function contentSecurityPolicy(options: NginxOptions): string
export function permissionsPolicy(options: Pick<NginxOptions, 'reports' | 'allowHttp'>): string
export function installedNginxVersion(): string | null
export function renderNginx(options: NginxOptions): string
/**
 * One line when the portal's server listens without TLS where more than this machine reaches it
 * (main prints it on stderr), or null: on loopback, or with TLS here.
 */
export function plainListenNote(
  options: Pick<NginxOptions, 'listen' | 'tlsCert' | 'tlsOffloaded'>,
): string | null
/**
 * The command line: parse, render, write. Returns the exit code (0, or 2 for a bad argument);
 * `log` takes what it prints on stdout, `error` what it prints on stderr.
 */
export function main(
  argv: readonly string[],
  print?: { readonly log?: (line: string) => void; readonly error?: (line: string) => void },
): number
