/** contract/openapi.yaml */
export const contractDocument: string
/** src/api/generated/contract.ts */
export const generatedTypes: string
/** The text of src/api/generated/contract.ts, as the document gives it now. */
export function contractTypes(): Promise<string>
