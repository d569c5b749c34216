import { playShare } from './shares'

playShare(4)
