import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as sent after DATA (headers and body, dot-unstuffed). */
  data: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A tiny SMTP server for tests (RFC 5321's happy path, no TLS, no auth): enough for nodemailer
 * to deliver a message. `rejectRecipients` answers 550 to RCPT TO, to test a refused delivery.
 */
export async function startSmtpTestServer(
  options: { rejectRecipients?: boolean } = {},
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost ESMTP test');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 OK: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-localhost\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') {
          current.from =
            line
              .replace(/^MAIL FROM:\s*/i, '')
              .replace(/[<>]/g, '')
              .split(' ')[0] ?? '';
          reply('250 OK');
        } else if (verb === 'RCPT') {
          if (options.rejectRecipients) reply('550 5.1.1 Mailbox unavailable');
          else {
            current.to.push(
              line
                .replace(/^RCPT TO:\s*/i, '')
                .replace(/[<>]/g, '')
                .split(' ')[0] ?? '',
            );
            reply('250 OK');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Command not implemented');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
