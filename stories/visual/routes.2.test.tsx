import { describe } from 'vitest'
import { playRouteStories } from './playRouteStories'

describe('route stories and flows, second half', () => playRouteStories(2))
