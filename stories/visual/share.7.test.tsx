import { playShare } from './shares'

playShare(7)
