export { Tiles, type TileItem } from './Tiles'
