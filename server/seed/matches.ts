import type { Queryable } from '../db/types';
import { newId } from '../lib/crypto';
import { FEED_PAGE_SIZE, feedRepository } from '../repositories/feed';
import { activeMemberSql, poolOf } from '../rules/eligibility';
import { matchesRepository } from '../repositories/matches';
import type { Gender } from '../../contract/enums';
import { DEMO_MEMBER } from './credentials';
import type { SeedContext } from './types';

/** Mutual matches of the demo member; the first has more than a page of history so 'Load More' shows something. */
const MATCHED = 3;
/** Members who said yes to the demo member: more than one Activity page (spec 9). */
const PENDING = 7;

const CONVERSATION: readonly [fromDemo: boolean, text: string][] = [
  [false, 'Hi! I saw we matched. How are you?'],
  [true, 'Hello! I am doing well, thank you. Nice to meet you here.'],
  [false, 'Nice to meet you too. Your profile says you enjoy travelling. Where did you go last?'],
  [true, 'Rishikesh, with my cousins. We did a short trek and a lot of chai.'],
  [false, 'That sounds lovely. I have wanted to go there for years.'],
  [true, 'You should! October is a good time. What keeps you busy these days?'],
  [false, 'Work mostly, and I have started learning classical music on weekends.'],
  [true, 'That is wonderful. Which instrument?'],
  [false, 'The sitar. I am still very much a beginner.'],
  [true, 'Everyone starts somewhere. My mother sings, she would love to hear that.'],
  [false, 'Haha, maybe one day. How is your family?'],
  [true, 'All well. My sister just got into university, so the house is busy.'],
  [false, 'Congratulations to her! Which course?'],
  [true, 'Architecture. She has been drawing buildings since she was ten.'],
  [false, 'That is so sweet. My brother is the engineer in our family.'],
  [true, 'So we both have an engineer nearby. Do you like cooking?'],
  [false, 'I do, mostly South Indian. My dosa is famous among friends.'],
  [true, 'Now I am hungry. I can make a decent rajma chawal.'],
  [false, 'A fair trade. Shall we plan a video call this weekend?'],
  [true, 'I would like that. Saturday evening?'],
  [false, 'Saturday at 7 works for me.'],
  [true, 'Great, see you then.'],
  [false, 'Looking forward to it!'],
  [true, 'Me too. Have a good week.'],
  [false, 'You too. Talk soon.'],
];

const SHORT_CHATS: readonly (readonly [boolean, string][])[] = [
  [
    [true, 'Hello! Thank you for accepting.'],
    [false, 'Hi, happy to connect. How is your week going?'],
  ],
  [],
];

async function insertMessage(
  tx: Queryable,
  channelId: string,
  senderId: string,
  text: string,
  minutesAgo: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO chat_messages (id, channel_id, sender_id, body, created_at)
     VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
    [newId(), channelId, senderId, text, minutesAgo],
  );
  await tx.query(
    `UPDATE chat_channels SET last_message = $2, last_activity_at = now() - make_interval(mins => $3) WHERE id = $1`,
    [channelId, text, minutesAgo],
  );
}

/**
 * Demo matches: the demo member gets a few mutual matches with chat
 * history and a few pending requests, through the same decision logic the API
 * uses. Registered after seedDemoMembers in DEMO_SEEDERS.
 */
export async function seedDemoMatches({ db, log }: SeedContext): Promise<void> {
  const { rows: demo } = await db.query<{ id: string; gender: Gender | null }>(
    `SELECT p.id, p.gender FROM users u JOIN profiles p ON p.id = u.id WHERE lower(u.email) = lower($1)`,
    [DEMO_MEMBER.email],
  );
  const me = demo[0];
  if (!me) return;
  // Active members of the demo member's pool; the ones the feed would show first are left for Home.
  const { rows: others } = await db.query<{ id: string }>(
    `SELECT p.id FROM profiles p JOIN verifications v ON v.user_id = p.id
     WHERE p.id <> $1 AND ${activeMemberSql('p', 'v')} AND p.gender = ANY($2::text[])
     ORDER BY p.created_at DESC, p.id
     LIMIT $3`,
    [me.id, poolOf(me.gender), MATCHED + PENDING + FEED_PAGE_SIZE],
  );
  const partners = others.slice(0, MATCHED);
  const admirers = others.slice(MATCHED, MATCHED + PENDING);
  const matches = matchesRepository(db);
  const feed = feedRepository(db);
  // A decision is accepted only on a profile the service put in front of the member: each was shown first.
  const shownAt = new Date(Date.now() - 86_400_000);

  for (const [index, partner] of partners.entries()) {
    await feed.recordShowing(partner.id, me.id, shownAt);
    await feed.recordShowing(me.id, partner.id, shownAt);
    await db.transaction(async (tx) => {
      await matches.decide(partner.id, me.id, true, tx);
      const { channelId } = await matches.decide(me.id, partner.id, true, tx);
      if (!channelId) return;
      const script = index === 0 ? CONVERSATION : (SHORT_CHATS[index - 1] ?? []);
      // The match itself happened before its first message; later partners matched earlier.
      await tx.query(
        'UPDATE chat_channels SET created_at = now() - make_interval(mins => $2), last_activity_at = now() - make_interval(mins => $2) WHERE id = $1',
        [channelId, (index + 1) * 60 + (script.length + 1) * 3],
      );
      // Oldest first, a few minutes apart, the last one recent; earlier chats are older.
      for (const [position, [fromDemo, text]] of script.entries()) {
        const minutesAgo = (index + 1) * 60 + (script.length - position) * 3;
        await insertMessage(tx, channelId, fromDemo ? me.id : partner.id, text, minutesAgo);
      }
    });
  }
  for (const [index, admirer] of admirers.entries()) {
    await feed.recordShowing(admirer.id, me.id, shownAt);
    await db.transaction(async (tx) => {
      await matches.decide(admirer.id, me.id, true, tx);
      await tx.query(
        'UPDATE match_decisions SET created_at = now() - make_interval(hours => $3) WHERE from_id = $1 AND to_id = $2',
        [admirer.id, me.id, index + 1],
      );
    });
  }
  log(`seeded ${partners.length} demo matches with chats and ${admirers.length} pending requests`);
}
