import { describe } from 'vitest'
import { checkBaselines } from './checkBaselines'

describe('dark theme', () => checkBaselines('screens', 'dark'))
