export { BrandGlyph, BrandMark } from './BrandMark'
export { PoweredByLogo, type PoweredByLogoProps } from './PoweredByLogo'
