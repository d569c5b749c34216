export { AiOptimizationsScreen, type AiOptimizationsScreenProps } from './AiOptimizationsScreen'
