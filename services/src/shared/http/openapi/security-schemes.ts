/** Names of the security schemes in the document (openapi-document.ts declares them). */
export const SESSION_BEARER = 'session';
export const API_KEY_HEADER = 'apiKey';
export const API_KEY_BEARER = 'apiKeyBearer';
