// Types of the generated standalone validator (merchant-config.validate.generated.js).
export interface StandaloneError { instancePath: string; keyword: string; params: Record<string, unknown> }
export declare function validate(data: unknown): boolean & { errors?: StandaloneError[] | null };
export declare namespace validate { let errors: StandaloneError[] | null | undefined }
export default validate;
