export { BrandProvider, loadBrandColours, useBrand } from './Brand'
