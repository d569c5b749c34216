import { playShare } from './shares'

playShare(1)
