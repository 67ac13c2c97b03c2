import { FastifyInstance } from 'fastify';

const SAML_ACS = /^\/api\/sso\/saml\/acs\/\d+(\?|$)/;

/**
 * A SAML IdP posts its answer as an HTML form (HTTP-POST binding). Only the ACS route reads form
 * bodies: every other route keeps answering 415 to them, as before, so no JSON route becomes
 * reachable from a cross-site form.
 */
export function registerSamlFormBody(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!SAML_ACS.test(request.url)) {
        const error = Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 });
        done(error, undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
