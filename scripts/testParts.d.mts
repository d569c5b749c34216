export function firstLine(message: unknown): string
export default class TestParts {
  onTestRunEnd(testModules: unknown): void
}
