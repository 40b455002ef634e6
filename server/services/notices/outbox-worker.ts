/**
 * Works the notice outbox (migration 095) in the background: emails through the mailer (SMTP or the
 * development outbox), pushes through web push; and runs the weekly reminder of waiting suggestions (the
 * bell's item and the digest email). Rows are claimed for a while so instances sharing a database
 * never send one twice at once, each with what its notice needs to know read in the claim's own round trip (a
 * batch of yeses costs one read, not one per row), worked one at a time with rests between them (lib/pacing.ts),
 * and a failed send comes back later with a longer wait each time.
 */
import type { NoticeKind } from '../../../contract/notices';
import type { Db } from '../../db/types';
import { BACKGROUND_REST, restingPauses } from '../../lib/pacing';
import { noticesRepository } from '../../repositories/notices';
import {
  noticesOutboxRepository,
  type ClaimedRow,
  type NoticeFacts,
  type OutboxRow,
} from '../../repositories/notices-outbox';
import type { Mailer } from '../messaging';
import { emailText, renderMail, renderRing } from './email';
import type { PushSender } from './push';
import { unsubscribeUrl } from './unsubscribe';
import { refusalText, type MailFacts, type NoticeLanguage } from './wording';

/** Whether a member has a live stream open (live-hub.ts); a message is then not mailed. */
export type IsOnline = (memberId: string) => Promise<boolean>;

export interface OutboxOptions {
  /** How often the outbox is looked at for due rows. */
  pollMs: number;
  /** A message email waits this long after the first unread message, so a member in the chat reads it first. */
  messageDelayMs: number;
  /**
   * At most one email (and one push) per conversation in this time: three hours, so a lively conversation
   * is announced a few times a day at most, and a member away for the day still hears of it.
   */
  messageGapMs: number;
  /** The digest's period, and how often it looks for members owed one. */
  digestPeriodMs: number;
  digestCheckMs: number;
  /**
   * How often the bell's weekly reminder looks for members to remind: a batch each time, so a large membership
   * is worked through over the day instead of in one burst of writes.
   */
  reminderCheckMs: number;
  /** A send is tried this many times before the row is given up as failed. */
  maxAttempts: number;
  /** The wait before try n + 1, after n failures. */
  retryDelayMs: (failures: number) => number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  pollMs: 5_000,
  messageDelayMs: 10 * MINUTE,
  messageGapMs: 3 * HOUR,
  digestPeriodMs: 7 * 24 * HOUR,
  digestCheckMs: HOUR,
  reminderCheckMs: 10 * MINUTE,
  maxAttempts: 8,
  // 1, 2, 4 ... minutes, at most six hours: eight tries cover about four hours of a mail server being down.
  retryDelayMs: (failures) => Math.min(MINUTE * 2 ** (failures - 1), 6 * HOUR),
};

/** Rows claimed at once; each is held this long (a crash frees them for another instance after it). */
const CLAIM_BATCH = 20;
const CLAIM_LEASE_SECONDS = 120;
/** Members scheduled a digest, and members reminded in the bell, per check (the rest follow at the next). */
const DIGEST_BATCH = 500;
const REMINDER_BATCH = 200;

interface OutboxWorkerDeps {
  db: Db;
  mailer: Mailer;
  push: PushSender | null;
  isOnline: IsOnline;
  /** Where links in emails point (PUBLIC_URL). */
  publicUrl: string;
  signingSecret: string;
  options: OutboxOptions;
  onError: (error: unknown) => void;
}

export interface OutboxWorker {
  /** Starts the polling; answers the function that stops it and waits for work in flight. */
  start(): () => Promise<void>;
  /** Works every due row now (tests and the end of a request that wants it soon). */
  drain(): Promise<void>;
  /** The weekly reminder now: the bell's item and the digest email of members owed them. */
  remindWeekly(): Promise<void>;
}

type Result = { done: 'sent' | 'skipped'; reason?: string } | { later: number; reason: string };
/** The notice an outbox row sends (or a call's ring), and what its words name. */
type Mail = { kind: NoticeKind | 'ring'; facts: MailFacts & { channelId: string | null } };
const NOTHING_NAMED: MailFacts = { name: null, unread: 1, waiting: 0, reasons: [], note: null, video: false };

export function createOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { db, options } = deps;
  const repo = noticesOutboxRepository(db);
  const notices = noticesRepository(db);
  // One pass at a time in this process: the timer and a caller's drain() queue behind each other.
  let chain: Promise<void> = Promise.resolve();

  /** The notice an outbox row sends and what its words name, as read now; or why it is not sent (yet). */
  async function facts(row: OutboxRow, read: NoticeFacts, language: NoticeLanguage): Promise<Mail | Result> {
    const told = { ...NOTHING_NAMED, name: read.aboutFirstName, channelId: row.chat_id };
    switch (row.kind) {
      case 'accepted':
        // A request the member answered before the email went out needs no email.
        if (read.answered) return { done: 'skipped', reason: 'answered already' };
        return { kind: 'request', facts: told };
      case 'match':
        return { kind: 'match', facts: told };
      case 'message': {
        const channelId = row.chat_id ?? '';
        // The wait is counted from the first unread message (later ones joined its row).
        const early = row.created_ms + options.messageDelayMs - Date.now();
        if (early > 0) return { later: early, reason: 'waiting for the member to read it first' };
        // Read state at send time, from the chat's read marks: a member who read the chat needs no email.
        const unread = await repo.unreadInChannel(channelId, row.member_id);
        if (unread === 0) return { done: 'skipped', reason: 'read' };
        if (await deps.isOnline(row.member_id)) return { done: 'skipped', reason: 'online' };
        const last = await repo.lastMessageNoticeAt(row.member_id, row.channel, channelId);
        const wait = last === null ? 0 : last + options.messageGapMs - Date.now();
        if (wait > 0) return { later: wait, reason: 'a notice about this chat was sent recently' };
        return { kind: 'message', facts: { ...told, channelId, unread } };
      }
      case 'review': {
        if (row.payload.status !== 'refused') return { kind: 'published', facts: told };
        const { reasons, note } = row.payload;
        return {
          kind: 'refused',
          facts: {
            ...told,
            reasons: Array.isArray(reasons) ? reasons.map((reason) => refusalText(String(reason), language)) : [],
            note: typeof note === 'string' && note.trim() ? note : null,
          },
        };
      }
      case 'digest': {
        const waiting = await repo.waitingSuggestions(row.member_id);
        if (waiting === 0) return { done: 'skipped', reason: 'nothing waiting' };
        return { kind: 'suggestions', facts: { ...told, waiting } };
      }
      case 'call': {
        const video = row.payload.video === true;
        if (row.payload.event === 'missed') return { kind: 'missedCall', facts: { ...told, video } };
        // A ring answered, declined or hung up before the push went out is not pushed.
        if (!(await repo.callRings(String(row.payload.callId))))
          return { done: 'skipped', reason: 'no longer ringing' };
        return { kind: 'ring', facts: { ...told, video } };
      }
    }
  }

  async function deliver(row: ClaimedRow): Promise<Result> {
    // The recipient, the other member's name and whether the request was answered came with the claim.
    const read = row.facts;
    const { recipient } = read;
    if (!recipient) return { done: 'skipped', reason: 'no such member' };
    if (row.kind !== 'call' && recipient.emails_off.includes(row.kind))
      return { done: 'skipped', reason: 'turned off' };
    // The member's language came with the claim too: the notice is written in it when it is sent.
    const { language } = recipient;
    const known = await facts(row, read, language);
    if ('done' in known || 'later' in known) return known;
    const mail =
      known.kind === 'ring' ? renderRing(known.facts, language) : renderMail(known.kind, known.facts, language);
    if (row.channel === 'email' && row.kind !== 'call') {
      const unsubscribe = unsubscribeUrl(deps.publicUrl, deps.signingSecret, row.member_id, row.kind);
      await deps.mailer.send({
        to: recipient.email,
        subject: mail.subject,
        text: emailText(
          mail,
          { firstName: recipient.first_name, kind: row.kind },
          { appUrl: deps.publicUrl, unsubscribe },
          language,
        ),
        headers: {
          // RFC 2369 and RFC 8058: mail clients offer a one-click unsubscribe that POSTs to the link.
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          // RFC 3282: the language the email is written in.
          'Content-Language': language,
        },
      });
      return { done: 'sent' };
    }
    if (!deps.push) return { done: 'skipped', reason: 'web push is not configured' };
    const payload = JSON.stringify({ title: mail.subject, body: mail.lines.join('\n'), url: mail.link });
    for (const subscription of await repo.pushSubscriptions(row.member_id)) {
      if ((await deps.push.send(subscription, payload)) === 'gone') await repo.dropPushEndpoint(subscription.endpoint);
    }
    return { done: 'sent' };
  }

  async function work(row: ClaimedRow): Promise<void> {
    try {
      const result = await deliver(row);
      if ('later' in result) await repo.retryLater(row.id, result.later, result.reason, false);
      else await repo.finish(row.id, result.done, result.reason ?? null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (row.attempts >= options.maxAttempts) await repo.finish(row.id, 'failed', message);
      else await repo.retryLater(row.id, options.retryDelayMs(row.attempts), message);
    }
  }

  async function pass(): Promise<void> {
    const pause = restingPauses(BACKGROUND_REST);
    for (;;) {
      const rows = await repo.claim(CLAIM_BATCH, CLAIM_LEASE_SECONDS);
      for (const row of rows) {
        await work(row);
        await pause();
      }
      if (rows.length < CLAIM_BATCH) return;
    }
  }

  function queued(job: () => Promise<void>): Promise<void> {
    const next = chain.then(job);
    chain = next.catch(() => undefined);
    return next;
  }

  const drain = () => queued(pass);
  const scheduleDigests = () => notices.scheduleDigests(options.digestPeriodMs, DIGEST_BATCH);
  const remindInBell = async () => {
    await notices.remindSuggestions(REMINDER_BATCH);
  };

  return {
    drain,
    remindWeekly: () =>
      queued(async () => {
        await remindInBell();
        await scheduleDigests();
      }),
    start() {
      const report = (error: unknown) => deps.onError(error);
      // Rows left by a restart are due at once.
      void drain().catch(report);
      const polling = setInterval(() => void drain().catch(report), options.pollMs);
      const digests = setInterval(() => void queued(scheduleDigests).catch(report), options.digestCheckMs);
      const reminders = setInterval(() => void queued(remindInBell).catch(report), options.reminderCheckMs);
      polling.unref();
      digests.unref();
      reminders.unref();
      return async () => {
        clearInterval(polling);
        clearInterval(digests);
        clearInterval(reminders);
        await chain;
      };
    },
  };
}
