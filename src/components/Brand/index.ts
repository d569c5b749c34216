export { BrandProvider, useBrand } from './Brand'
