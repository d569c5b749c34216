import { describe } from 'vitest'
import { checkBaselines } from './checkBaselines'

describe('dark theme, first half', () => checkBaselines('dark', 1))
