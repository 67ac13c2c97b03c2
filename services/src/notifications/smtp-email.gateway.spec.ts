import * as net from 'node:net';
import { emailGatewayFromEnv } from './gateway-factory';
import { LocalOutboxEmailGateway, PermanentDeliveryError } from './message-gateways';
import { LocalSmtpServer, startLocalSmtpServer } from './local-smtp-server.test';
import { SmtpEmailGateway } from './smtp-email.gateway';

const LINK = 'http://localhost:3000/capture/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const TEXT = `Hello,\n\nNorthfield University asks you to verify your identity for Admissions.\n\n${LINK}\n`;

/** A port nothing listens on: bound, read, released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('SMTP email gateway (against a local SMTP server on 127.0.0.1)', () => {
  let smtp: LocalSmtpServer;

  beforeEach(async () => {
    smtp = await startLocalSmtpServer();
  });
  afterEach(() => smtp.close());

  it('delivers the message to the recipient with the subject and the link', async () => {
    const gateway = new SmtpEmailGateway({
      url: smtp.url,
      from: 'Northfield University <no-reply@northfield.edu>',
    });
    const receipt = await gateway.send(
      'michael.sample@example.edu',
      'Northfield University: verify your identity',
      TEXT,
    );
    expect(receipt).toEqual({ provider: 'smtp', providerMessageId: expect.stringMatching(/^<.+@.+>$/) });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('no-reply@northfield.edu');
    expect(mail.to).toEqual(['michael.sample@example.edu']);
    const [headers, ...body] = mail.data.split('\r\n\r\n');
    expect(headers).toMatch(/^Subject: Northfield University: verify your identity$/m);
    expect(headers).toMatch(/^To: michael.sample@example.edu$/m);
    expect(headers).toMatch(/^Content-Type: text\/plain/m);
    // Quoted-printable may fold long lines: unfold before looking for the link.
    expect(body.join('\r\n\r\n').replace(/=\r\n/g, '')).toContain(LINK);
    expect(headers).toContain(`Message-ID: ${receipt.providerMessageId}`);
  });

  it('is configured from SMTP_HOST and SMTP_PORT as well as from SMTP_URL', async () => {
    const gateway = emailGatewayFromEnv({
      EMAIL_PROVIDER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      EMAIL_FROM: 'desk@example.edu',
    });
    await gateway.send('a.person@example.edu', 'Subject line', TEXT);
    expect(smtp.received[0]).toMatchObject({ from: 'desk@example.edu', to: ['a.person@example.edu'] });
  });

  it('reports a refused connection as a failure to retry, naming no recipient', async () => {
    const gateway = new SmtpEmailGateway({
      url: `smtp://127.0.0.1:${await closedPort()}`,
      from: 'desk@example.edu',
    });
    const error = await gateway.send('michael.sample@example.edu', 'S', TEXT).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toMatch(/^SMTP connection failed \(.*ECONNREFUSED.*\)$/);
    expect((error as Error).message).not.toContain('michael');
  });

  it('treats a 5xx refusal of the recipient as permanent, and a 4xx one as worth retrying, without quoting the reply', async () => {
    const gateway = new SmtpEmailGateway({ url: smtp.url, from: 'desk@example.edu' });
    smtp.rcptReply = '550 5.1.1 <michael.sample@example.edu>: Recipient address rejected';
    const refused = await gateway.send('michael.sample@example.edu', 'S', TEXT).catch((e: Error) => e);
    expect(refused).toBeInstanceOf(PermanentDeliveryError);
    expect((refused as Error).message).toBe('SMTP server refused the message (EENVELOPE 550 at RCPT TO)');
    smtp.rcptReply = '451 4.3.0 <michael.sample@example.edu>: try again later';
    const later = await gateway.send('michael.sample@example.edu', 'S', TEXT).catch((e: Error) => e);
    expect(later).not.toBeInstanceOf(PermanentDeliveryError);
    expect((later as Error).message).toBe('SMTP server refused the message (EENVELOPE 451 at RCPT TO)');
    expect(smtp.received).toHaveLength(0);
  });
});

describe('email gateway selection', () => {
  it('keeps emails in the local outbox by default', () => {
    expect(emailGatewayFromEnv({})).toBeInstanceOf(LocalOutboxEmailGateway);
    expect(emailGatewayFromEnv({ EMAIL_PROVIDER: 'outbox' })).toBeInstanceOf(LocalOutboxEmailGateway);
  });
  it('sends over SMTP when asked (EMAIL_PROVIDER, or EMAIL_GATEWAY), and refuses incomplete settings', () => {
    expect(
      emailGatewayFromEnv({
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        EMAIL_FROM: 'a@b.edu',
      }).name,
    ).toBe('smtp');
    expect(
      emailGatewayFromEnv({ EMAIL_GATEWAY: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525', EMAIL_FROM: 'a@b.edu' })
        .name,
    ).toBe('smtp');
    expect(() => emailGatewayFromEnv({ EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(
      'EMAIL_FROM',
    );
    expect(() => emailGatewayFromEnv({ EMAIL_PROVIDER: 'smtp', EMAIL_FROM: 'a@b.edu' })).toThrow('SMTP_URL');
    expect(() =>
      emailGatewayFromEnv({ EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'h', SMTP_PORT: 'x', EMAIL_FROM: 'a@b.edu' }),
    ).toThrow('SMTP_PORT');
    expect(() => emailGatewayFromEnv({ EMAIL_PROVIDER: 'sendgrid' })).toThrow('outbox or smtp');
  });
});
