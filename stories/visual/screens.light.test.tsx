import { describe } from 'vitest'
import { checkBaselines } from './checkBaselines'

describe('light theme', () => checkBaselines('screens', 'light'))
