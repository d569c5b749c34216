// Types of the checks scripts/render-nginx.mjs and scripts/write-config.mjs share (the tests use
// them directly).
export class InvalidArgument extends Error {}
export function systemUid(name: string): number | null
export function userName(
  flag: string,
  value: string,
  allowRoot?: boolean,
  uidOf?: (name: string) => number | null,
): string
export function isPortalOrigin(
  report: string,
  serverName: string,
  ports?: readonly (string | number)[],
): boolean
export function isWithin(file: string, dir: string): boolean
