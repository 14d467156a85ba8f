/** An identity-provider failure with the provider's error code (auth/...), as its SDK reports them. */
export class IdpError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'IdpError';
  }
}
