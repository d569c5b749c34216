import { playShare } from './shares'

playShare(3)
