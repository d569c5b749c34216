import { describe } from 'vitest'
import { checkBaselines } from './checkBaselines'

describe('dark theme, second half', () => checkBaselines('dark', 2))
