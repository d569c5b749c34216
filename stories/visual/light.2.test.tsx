import { describe } from 'vitest'
import { checkBaselines } from './checkBaselines'

describe('light theme, second half', () => checkBaselines('light', 2))
