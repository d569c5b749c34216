import { describe } from 'vitest'
import { playRouteStories } from './playRouteStories'

describe('route stories and flows, first half', () => playRouteStories(1))
