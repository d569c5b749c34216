import { playShare } from './shares'

playShare(6)
