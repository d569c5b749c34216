import { playShare } from './shares'

playShare(8)
