import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { smsGatewayFromEnv } from './gateway-factory';
import { LocalOutboxSmsGateway, PermanentDeliveryError } from './message-gateways';
import { TwilioSmsGateway } from './twilio-sms.gateway';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

/** Twilio's Messages endpoint stood in by a local HTTP server on 127.0.0.1: records requests, answers as told. */
async function fakeTwilio() {
  const seen: Seen[] = [];
  let answer: { status: number; body: unknown } = {
    status: 201,
    body: { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' },
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, form: new URLSearchParams(raw) });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    answer: (status: number, body: unknown) => {
      answer = { status, body };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const SID = 'AC00000000000000000000000000000001';
const TOKEN = 'test-auth-token';
const TEXT =
  'Northfield University: please verify your identity. Open this link on your phone: http://localhost:3000/capture/abc';

describe('Twilio SMS gateway (against a local HTTP server on 127.0.0.1)', () => {
  let twilio: Awaited<ReturnType<typeof fakeTwilio>>;
  let gateway: TwilioSmsGateway;

  beforeEach(async () => {
    twilio = await fakeTwilio();
    gateway = smsGatewayFromEnv({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+18045550100',
      TWILIO_API_BASE: twilio.base,
    }) as TwilioSmsGateway;
  });
  afterEach(() => twilio.close());

  it('posts a form to the Messages endpoint with basic auth and returns the message SID', async () => {
    const receipt = await gateway.send('+18045550143', TEXT);
    expect(receipt).toEqual({ provider: 'twilio', providerMessageId: 'SM0123456789abcdef0123456789abcdef' });
    expect(twilio.seen).toHaveLength(1);
    const [req] = twilio.seen;
    expect(req.method).toBe('POST');
    expect(req.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(req.form)).toEqual({ To: '+18045550143', Body: TEXT, From: '+18045550100' });
  });

  it('sends from a Messaging Service when TWILIO_FROM is an MG… SID', async () => {
    const service = new TwilioSmsGateway({
      accountSid: SID,
      authToken: TOKEN,
      from: 'MG0123456789abcdef0123456789abcdef',
      apiBaseUrl: twilio.base,
    });
    await service.send('+18045550143', TEXT);
    expect(Object.fromEntries(twilio.seen[0].form)).toEqual({
      To: '+18045550143',
      Body: TEXT,
      MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
    });
  });

  it('maps a 4xx answer to a permanent failure with the status and Twilio error code only', async () => {
    twilio.answer(400, {
      code: 21211,
      message: "The 'To' number +18045550143 is not a valid phone number.",
      status: 400,
    });
    const error = await gateway.send('+18045550143', TEXT).catch((e: Error) => e);
    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toBe('Twilio answered 400 (error 21211)');
    twilio.answer(401, { code: 20003, message: 'Authenticate' });
    expect(await gateway.send('+18045550143', TEXT).catch((e: Error) => e)).toBeInstanceOf(
      PermanentDeliveryError,
    );
  });

  it('maps 429 and 5xx (also without a JSON body) to failures worth retrying', async () => {
    twilio.answer(429, { code: 20429, message: 'Too Many Requests' });
    const throttled = await gateway.send('+18045550143', TEXT).catch((e: Error) => e);
    expect(throttled).not.toBeInstanceOf(PermanentDeliveryError);
    expect((throttled as Error).message).toBe('Twilio answered 429 (error 20429)');
    twilio.answer(503, '<html>Service Unavailable</html>');
    const down = await gateway.send('+18045550143', TEXT).catch((e: Error) => e);
    expect(down).not.toBeInstanceOf(PermanentDeliveryError);
    expect((down as Error).message).toBe('Twilio answered 503');
  });
});

describe('SMS gateway selection', () => {
  it('keeps texts in the local outbox by default, and needs all three Twilio settings', () => {
    expect(smsGatewayFromEnv({})).toBeInstanceOf(LocalOutboxSmsGateway);
    expect(() =>
      smsGatewayFromEnv({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN }),
    ).toThrow('TWILIO_FROM');
    expect(() => smsGatewayFromEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow('outbox or twilio');
  });
});
