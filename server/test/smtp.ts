import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One email as the test SMTP server received it: unfolded headers (names lower-case) and the decoded text. */
export interface ReceivedMail {
  to: string[];
  headers: Map<string, string>;
  text: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** DATA commands seen, refused ones included. */
  attempts: number;
  /** The next n messages are refused with a temporary failure (451). */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

/** Quoted-printable (RFC 2045), which nodemailer uses for long text lines. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to, headers, text: text.replace(/\r\n/g, '\n') };
}

/** A real SMTP server on 127.0.0.1 at a random port (no TLS, no login), keeping what it receives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const state = { attempts: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.attempts += 1;
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        received.push(parseMail(Buffer.concat(chunks).toString('latin1'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get attempts() {
      return state.attempts;
    },
    refuseNext(n) {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
