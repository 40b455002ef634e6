import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One outgoing message; code is the one-time code it carries, kept for the development outbox. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  code?: string;
  /** Extra headers (List-Unsubscribe on member notices); the development outbox keeps them with the entry. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
}

export interface Sms {
  send(message: OutgoingMessage): Promise<void>;
}

/** A line of <DATA_DIR>/outbox.jsonl; the end-to-end tests read OTP codes from it, so keep the format. */
export interface OutboxEntry {
  to: string;
  channel: 'email' | 'sms';
  code: string | null;
  text: string;
  at: string;
  /** Member notices only: the subject and headers, so a developer can follow the unsubscribe link. */
  subject?: string;
  headers?: Record<string, string>;
}

export const OUTBOX_FILE = 'outbox.jsonl';

interface Log {
  info(object: object, message: string): void;
}

/**
 * Development delivery (no SMTP or SMS provider configured): each message is appended to
 * the outbox file, the one place codes are written, so a newcomer can verify with no provider.
 */
export function createOutbox(dataDir: string, log: Log): { mailer: Mailer; sms: Sms } {
  const file = join(dataDir, OUTBOX_FILE);
  const write = (channel: OutboxEntry['channel']) => async (message: OutgoingMessage) => {
    const entry: OutboxEntry = {
      to: message.to,
      channel,
      code: message.code ?? null,
      text: message.text,
      at: new Date().toISOString(),
      ...(message.headers ? { subject: message.subject, headers: message.headers } : {}),
    };
    // The code stays in the outbox file: a log line is copied to places a one-time code must never reach.
    log.info({ channel }, `outbox ${channel}: "${message.subject}" written to ${file}`);
    await mkdir(dataDir, { recursive: true });
    await appendFile(file, `${JSON.stringify(entry)}\n`, 'utf8');
  };
  return { mailer: { send: write('email') }, sms: { send: write('sms') } };
}

/** Real mail through nodemailer when SMTP_URL is set (e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
  };
}

/**
 * SMS through a provider webhook when SMS_WEBHOOK_URL is set: a JSON POST {to, text}.
 * Most providers (or a small relay in front of them) accept this shape.
 */
export function createWebhookSms(url: string, fetchImpl: typeof fetch = fetch): Sms {
  return {
    async send(message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}
