export * from './Icons'
