export * from './Icons'
export * from './ChannelIcons'
