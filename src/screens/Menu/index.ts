export { MenuScreen, type MenuScreenProps } from './MenuScreen'
