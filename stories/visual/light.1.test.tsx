import { describe } from 'vitest'
import { checkBaselines } from './checkBaselines'

describe('light theme, first half', () => checkBaselines('light', 1))
