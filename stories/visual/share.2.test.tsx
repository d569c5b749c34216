import { playShare } from './shares'

playShare(2)
