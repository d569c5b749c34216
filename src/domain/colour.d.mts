/** An sRGB colour as `[r, g, b]`, each 0 to 255. */
export type Rgb = readonly [number, number, number] | readonly number[]

export function parseHex(value: unknown): number[] | null
export function toHex(rgb: Rgb): string
export function contrast(a: Rgb, b: Rgb): number
export function mix(a: Rgb, b: Rgb, amount: number): number[]
export const white: number[]
export const black: number[]
export const minimumTextContrast: number
