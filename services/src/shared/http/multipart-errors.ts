/**
 * The multipart parser (busboy, under @fastify/multipart) reports a malformed upload (no boundary, a
 * boundary over 256 characters, a body that ends mid-part) with plain Errors thrown from its own
 * code, which used to become 500s. They are recognised by where they were thrown, not by wording.
 */
export function isMalformedMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    !('statusCode' in error) &&
    /[\\/]@fastify[\\/]busboy[\\/]/.test(error.stack ?? '')
  );
}
