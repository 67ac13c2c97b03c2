import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

/** What the AuthnRequest the product sent says, read back the way an IdP reads it. */
export interface AuthnRequest {
  id: string;
  acsUrl: string;
  spEntityId: string;
  relayState: string;
}

/** How the test IdP answers: who signed in, and what to get wrong on purpose. */
export interface AssertionOptions {
  email: string;
  groups?: string[];
  audience?: string;
  /** Minutes from now the assertion stops being valid (negative: already expired). */
  validForMinutes?: number;
  /** Changes the XML after it was signed (a tampered assertion). */
  tamper?: (xml: string) => string;
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A real SAML 2.0 IdP for the tests: its own RSA key and self-signed certificate made at start, its
 * metadata, an HTTP-Redirect sign-in endpoint on a loopback port with a login form (for the browser
 * test), and assertions signed with xml-crypto (the library node-saml verifies with) the way IdPs sign
 * them: an enveloped RSA-SHA256 signature inside the Assertion.
 */
export class SamlTestIdp {
  readonly entityId = 'https://idp.test.example/saml';
  private server!: Server;
  private key!: string;
  private cert!: string;
  url = '';

  async start(): Promise<this> {
    const pems = await generate([{ name: 'commonName', value: 'test-idp' }], { keySize: 2048 });
    this.key = pems.private;
    this.cert = pems.cert;
    this.server = createServer((req, res) => void this.handle(req.url ?? '/', req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  metadata(): string {
    const body = this.cert.replace(/-----[^-]+-----|\s+/g, '');
    return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${this.entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${body}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${this.url}/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  }

  /** Reads the AuthnRequest out of the address the product sent the browser to. */
  readRequest(redirectUrl: string): AuthnRequest {
    const url = new URL(redirectUrl);
    const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest')!, 'base64')).toString();
    const attr = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(xml)?.[1] ?? '';
    return {
      id: attr('ID'),
      acsUrl: attr('AssertionConsumerServiceURL'),
      spEntityId: /<(?:saml2?:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? '',
      relayState: url.searchParams.get('RelayState') ?? '',
    };
  }

  /** The base64 SAMLResponse answering `request`, its assertion signed. */
  respond(request: AuthnRequest, options: AssertionOptions): string {
    const now = Date.now();
    const iso = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    const until = options.validForMinutes ?? 5;
    const notBefore = Math.min(-1, until - 10);
    const email = escape(options.email);
    const groups = (options.groups ?? [])
      .map((g) => `<saml:AttributeValue>${escape(g)}</saml:AttributeValue>`)
      .join('');
    const xml =
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${iso(notBefore + 1)}" Destination="${request.acsUrl}" InResponseTo="${request.id}">` +
      `<saml:Issuer>${this.entityId}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      `<saml:Assertion ID="_${randomUUID()}" Version="2.0" IssueInstant="${iso(notBefore + 1)}">` +
      `<saml:Issuer>${this.entityId}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${email}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${request.id}" NotOnOrAfter="${iso(until)}" Recipient="${request.acsUrl}"/></saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${iso(notBefore)}" NotOnOrAfter="${iso(until)}"><saml:AudienceRestriction><saml:Audience>${escape(options.audience ?? request.spEntityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${iso(notBefore + 1)}" SessionIndex="_${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
      `<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${email}</saml:AttributeValue></saml:Attribute>` +
      `<saml:Attribute Name="groups">${groups}</saml:Attribute></saml:AttributeStatement>` +
      `</saml:Assertion></samlp:Response>`;
    const signature = new SignedXml({
      privateKey: this.key,
      publicCert: this.cert,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    signature.addReference({
      xpath: "//*[local-name(.)='Assertion']",
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      transforms: [
        'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
        'http://www.w3.org/2001/10/xml-exc-c14n#',
      ],
    });
    signature.computeSignature(xml, {
      location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
    });
    const signed = options.tamper ? options.tamper(signature.getSignedXml()) : signature.getSignedXml();
    return Buffer.from(signed).toString('base64');
  }

  /**
   * The browser's side: GET /sso shows a sign-in form (the school's login page), POST /sso answers a
   * page that posts the signed response to the product's ACS, as IdPs do.
   */
  private async handle(
    path: string,
    req: import('node:http').IncomingMessage,
    res: import('node:http').ServerResponse,
  ) {
    const url = new URL(path, this.url);
    if (req.method === 'GET' && url.pathname === '/metadata') {
      res.setHeader('content-type', 'application/samlmetadata+xml');
      res.end(this.metadata());
      return;
    }
    if (req.method === 'GET' && url.pathname === '/sso') {
      res.setHeader('content-type', 'text/html');
      res.end(
        `<!doctype html><title>School sign-in</title><form method="post" action="/sso">` +
          `<input type="hidden" name="target" value="${escape(url.href)}">` +
          `<label>E-mail <input name="email" id="idp-email"></label><button id="idp-submit">Sign in</button></form>`,
      );
      return;
    }
    if (req.method !== 'POST' || url.pathname !== '/sso') {
      res.statusCode = 404;
      res.end();
      return;
    }
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    const request = this.readRequest(form.get('target')!);
    const response = this.respond(request, { email: form.get('email')!, groups: ['staff'] });
    res.setHeader('content-type', 'text/html');
    res.end(
      `<!doctype html><title>Signing in</title><form method="post" action="${escape(request.acsUrl)}">` +
        `<input type="hidden" name="SAMLResponse" value="${response}">` +
        `<input type="hidden" name="RelayState" value="${escape(request.relayState)}">` +
        `<button id="idp-continue">Continue</button></form>`,
    );
  }
}
