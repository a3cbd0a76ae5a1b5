// A user-facing failure: printed as one line "web2text: <message>" with its exit code, never a stack dump.
export class UserError extends Error {
  constructor(message: string, readonly exitCode = 2) {
    super(message);
    this.name = 'UserError';
  }
}
