import { describe, expect, it } from 'vitest';
import {
  ChatChannelsResponseSchema,
  ChatHistoryResponseSchema,
  FeedResponseSchema,
  LoginResponseSchema,
  PendingRequestsResponseSchema,
} from '../../contract/schemas';
import { useTestServer } from '../test/test-server';
import { DEMO_MEMBER } from './credentials';
import { DEMO_SEEDERS, seedDemoIfEmpty } from './index';
import { seedDemoMatches } from './matches';

const t = useTestServer();

describe('demo matches seeder', () => {
  it('gives the demo member chats with history, pending requests and suggestions left', async () => {
    expect(DEMO_SEEDERS).toContain(seedDemoMatches);
    await seedDemoIfEmpty({ db: t.db, files: t.files, config: t.config, log: () => undefined, demoMembers: 40 });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: LoginResponseSchema.parse(login.json()).token };
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      return res.json();
    };

    const channels = ChatChannelsResponseSchema.parse(await get('/api/chat/channels?start=0&limit=10')).chatChannels;
    expect(channels).toHaveLength(3);
    expect(channels[0].lastMessage).toBe('You too. Talk soon.');
    const latest = ChatHistoryResponseSchema.parse(
      await get(`/api/chat/history?channelId=${channels[0].id}&start=0&limit=20`),
    );
    expect(latest.messages).toHaveLength(20);
    const older = ChatHistoryResponseSchema.parse(
      await get(`/api/chat/history?channelId=${channels[0].id}&start=20&limit=20`),
    );
    expect(older.messages.map((m) => m.message).at(-1)).toBe('Hi! I saw we matched. How are you?');
    expect(channels[2].lastMessage).toBeNull();

    const pending = PendingRequestsResponseSchema.parse(await get('/api/matches/get?start=0&limit=5')).pendingRequests;
    expect(pending).toHaveLength(5);
    const next = PendingRequestsResponseSchema.parse(await get('/api/matches/get?start=5&limit=5')).pendingRequests;
    expect(next).toHaveLength(2);

    const { rows } = await t.db.query<{ to_id: string }>(
      'SELECT to_id FROM match_decisions d JOIN users u ON u.id = d.from_id WHERE u.email = $1',
      [DEMO_MEMBER.email],
    );
    expect(rows).toHaveLength(3);
    const feed = FeedResponseSchema.parse(await get('/api/feed/home')).profiles;
    expect(feed.length).toBeGreaterThan(0);
    // Matched partners are decided and never suggested again; every suggestion explains itself.
    expect(feed.filter((p) => rows.some((r) => r.to_id === p.id))).toEqual([]);
    expect(feed.every((p) => (p.compatibility?.reasons.length ?? 0) > 0)).toBe(true);
  });
});
