/**
 * What a notice writes, as SQL steps a statement of the hot path carries with its change (the decision, the
 * chat send), so the member is told in the same round trip: the live event, the bell's item, the counts event
 * and the outbox rows of the email and push. The channels' names come from the catalogue (contract/notices.ts);
 * services/notices/announce.ts writes the same rows from TypeScript, and its test holds the two together.
 * Each value is an SQL expression of the calling statement.
 */
import { NOTICES, type EmailKind } from '../../contract/notices';

type NoticeSql =
  /** mailed: false for the member who made the match on their own screen. */
  | { kind: 'match'; member: string; about: string; chat: string; mailed: boolean }
  | { kind: 'request'; member: string; about: string; decision: string }
  | { kind: 'message'; member: string; about: string; chat: string; message: string; body: string; createdAt: string };

/** SQL: the first name of a member (a notice names the other member). */
const firstName = (member: string) => `(SELECT first_name FROM profiles WHERE id = ${member})`;

/** SQL: an instant as epoch milliseconds (the wire's createdAt). */
const epochMsSql = (at: string) => `floor(extract(epoch FROM ${at}) * 1000)::bigint`;

/** SQL step: an event for the member's open streams, written when `when` holds. */
function eventStep(name: string, member: string, type: string, data: string, when: string): string {
  return `${name} AS (INSERT INTO member_events (member_id, type, data) SELECT ${member}, '${type}', ${data} WHERE ${when})`;
}

/**
 * SQL step: the email row and, when the member subscribed a browser, the push row of a notice (the outbox
 * worker sends them later; a turned-off kind is skipped then, so turning it on before still delivers).
 */
export function outboxRowsSql(at: {
  member: string;
  kind: EmailKind;
  about: string | null;
  chat: string | null;
  payload?: string;
  when: string;
  /** A relation the values read (the member column of a batch), joined to the channels. */
  from?: string;
}): string {
  // A message row joins the one still waiting for the chat (the partial unique key): one email per chat.
  return `INSERT INTO notify_outbox (id, member_id, channel, kind, about_member_id, chat_id, payload)
SELECT gen_random_uuid()::text, ${at.member}, ch.channel, '${at.kind}', ${at.about ?? 'NULL'}, ${at.chat ?? 'NULL'},
  ${at.payload ?? "'{}'::jsonb"}
FROM ${at.from ? `${at.from} CROSS JOIN ` : ''}(VALUES ('email'), ('push')) AS ch (channel)
WHERE (${at.when})
  AND (ch.channel = 'email' OR EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.member_id = ${at.member}))
ON CONFLICT DO NOTHING`;
}

/** SQL step: the counts event that follows a change of the member's counts (their other tabs follow). */
export function countsSql(name: string, member: string, when: string): string {
  return eventStep(name, member, 'counts', "'{}'::jsonb", when);
}

/**
 * SQL: the steps (CTEs named `<name>_…`) that tell a member of a notice, written only when `when` holds.
 * They read nothing the statement's other steps write, so they may stand anywhere in its WITH list.
 */
export function announceSql(name: string, notice: NoticeSql, when: string): string {
  const { bell, live, email } = NOTICES[notice.kind];
  const { member } = notice;
  const steps: string[] = [];
  switch (notice.kind) {
    case 'match': {
      const { about, chat } = notice;
      const data = `jsonb_build_object('channelId', ${chat}, 'profileId', ${about}, 'name', ${firstName(about)})`;
      steps.push(eventStep(`${name}_event`, member, live, data, when));
      steps.push(`${name}_bell AS (INSERT INTO notifications (member_id, type, data)
  SELECT ${member}, '${bell}', jsonb_build_object('channelId', ${chat}, 'name', ${firstName(about)}) WHERE ${when})`);
      if (notice.mailed) steps.push(`${name}_mail AS (${outboxRowsSql({ member, kind: email, about, chat, when })})`);
      break;
    }
    case 'request': {
      const { about } = notice;
      const data = `jsonb_build_object('id', ${notice.decision}, 'profileId', ${about})`;
      steps.push(eventStep(`${name}_event`, member, live, data, when));
      steps.push(`${name}_bell AS (INSERT INTO notifications (member_id, type, data)
  SELECT ${member}, '${bell}', jsonb_build_object('profileId', ${about}, 'name', p.first_name)
  FROM profiles p WHERE p.id = ${about} AND ${when})`);
      steps.push(`${name}_mail AS (${outboxRowsSql({ member, kind: email, about, chat: null, when })})`);
      break;
    }
    case 'message': {
      const { about, chat } = notice;
      const data = `jsonb_build_object('channelId', ${chat}, 'id', ${notice.message}, 'message', ${notice.body},
    'createdAt', ${epochMsSql(notice.createdAt)})`;
      steps.push(eventStep(`${name}_event`, member, live, data, when));
      // A run of unread messages in one chat is one bell item: later messages bump its count.
      steps.push(`${name}_bumped AS (UPDATE notifications
  SET created_at = now(), data = jsonb_set(data, '{count}', to_jsonb(coalesce((data ->> 'count')::int, 1) + 1))
  WHERE member_id = ${member} AND type = '${bell}' AND read_at IS NULL AND data ->> 'channelId' = ${chat} AND ${when}
  RETURNING 1)`);
      steps.push(`${name}_bell AS (INSERT INTO notifications (member_id, type, data)
  SELECT ${member}, '${bell}', jsonb_build_object('channelId', ${chat}, 'name', ${firstName(about)}, 'count', 1)
  WHERE ${when} AND NOT EXISTS (SELECT 1 FROM ${name}_bumped))`);
      steps.push(`${name}_mail AS (${outboxRowsSql({ member, kind: email, about, chat, when })})`);
      break;
    }
  }
  steps.push(countsSql(`${name}_counts`, member, when));
  return steps.join(',\n');
}
