import * as net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The DATA section as sent (headers, blank line, body), dot-stuffing undone. */
  data: string;
}

export interface LocalSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Sets the reply to RCPT TO, e.g. "550 5.1.1 <a@b> mailbox unavailable" to refuse recipients. */
  rcptReply: string;
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on 127.0.0.1 for tests: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT, no
 * TLS and no authentication, everything kept in memory. Enough for nodemailer to deliver a message
 * the way it would to a real relay, without leaving the machine. Test support only: `*.test.ts`
 * files are left out of the build (tsconfig.build.json) and are not test suites here (jest.config.js).
 */
export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const sockets = new Set<net.Socket>();
  const state: LocalSmtpServer = {
    port: 0,
    url: '',
    received: [],
    rcptReply: '250 2.1.5 Ok',
    close: async () => undefined,
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost ESMTP test');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer
            .slice(0, end)
            .split('\r\n')
            .map((l) => (l.startsWith('..') ? l.slice(1) : l))
            .join('\r\n');
          buffer = buffer.slice(end + 5);
          inData = false;
          state.received.push({ ...mail, data });
          mail = { from: '', to: [], data: '' };
          reply('250 2.0.0 Ok: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-localhost\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (verb === 'HELO' || verb === 'NOOP') reply('250 Ok');
        else if (verb === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 Ok');
        } else if (verb === 'RCPT') {
          if (state.rcptReply.startsWith('2')) mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply(state.rcptReply);
        } else if (verb === 'DATA') {
          if (!mail.to.length) {
            reply('554 5.5.1 No valid recipients');
            continue;
          }
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          mail = { from: '', to: [], data: '' };
          reply('250 Ok');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
          return;
        } else reply('502 5.5.2 Command not recognized');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as net.AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return state;
}
