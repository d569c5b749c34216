import { playShare } from './shares'

playShare(5)
