import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AssistantAskResponseSchema, PartnerPreferencesSchema } from '../../contract/schemas';
import { buildApp } from '../app';
import { authed, createMember, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

/**
 * Partner preferences said to the AI Matchmaker, through the real app: read
 * back, saved only after a yes, through the same service as the profile
 * page (GET /api/profile/partner-preferences shows what was saved).
 */
async function ask(t: { app: FastifyInstance }, message: string, chatSessionId: string, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assistant/ask',
    headers: token ? authed(token) : {},
    payload: { message, chatSessionId },
  });
  expect(res.statusCode).toBe(200);
  return AssistantAskResponseSchema.parse(res.json());
}

async function saved(t: { app: FastifyInstance }, member: TestMember) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/profile/partner-preferences',
    headers: authed(member.token),
  });
  expect(res.statusCode).toBe(200);
  return PartnerPreferencesSchema.parse(res.json());
}

const READ_BACK_END = 'Shall I save this? Answer yes to save, or tell me what to change.';

describe('POST /api/assistant/ask: partner preferences in words', () => {
  const t = useTestServer();

  it('reads a wish back field by field and saves it only after a yes', async () => {
    const meera = await createMember(t, { firstName: 'Meera', gender: 'FEMALE' });
    const first = await ask(t, 'I only want a vegetarian partner between 26 and 32, no smokers', 'wish', meera.token);
    expect(first.message).toBe(
      [
        'Here is what I understood. What I would save:',
        '- Age: 26 to 32 (dealbreaker)',
        '- Smoking: never (dealbreaker)',
        '- Food: vegetarian (dealbreaker)',
        READ_BACK_END,
      ].join('\n'),
    );
    expect(await saved(t, meera)).toEqual({});

    const done = await ask(t, 'yes', 'wish', meera.token);
    expect(done.message).toMatch(/^Saved\. \d+ members? fits? your dealbreakers both ways right now\./);
    expect(done.links).toEqual([{ label: 'Partner Preferences on Profile', path: '/app/profile' }]);
    expect(await saved(t, meera)).toEqual({
      ageRange: { min: 26, max: 32 },
      smoking: ['NEVER'],
      food: ['VEGETARIAN'],
      dealbreakers: ['ageRange', 'smoking', 'food'],
    });
  });

  it('understands Hinglish and a correction before the yes, reads them back in Hindi, and a no saves nothing', async () => {
    const arjun = await createMember(t, { firstName: 'Arjun', gender: 'MALE' });
    const first = await ask(t, 'sirf veg ladki chahiye Pune se, 26 se 30', 'hinglish', arjun.token);
    // "Sirf" opening the message governs all of it; a Hinglish wish is read back in Hindi.
    expect(first.message).toMatch(/^मैंने यह समझा। मैं यह सेव करूंगा:\n/);
    expect(first.message).toContain('- उम्र: 26 से 30 (ज़रूरी शर्त)');
    expect(first.message).toContain('- खान-पान: शाकाहारी (ज़रूरी शर्त)');
    expect(first.message).toContain('- शहर: Pune (ज़रूरी शर्त)');
    expect(first.message).toMatch(/क्या मैं इसे सेव करूं\? सेव करने के लिए "हाँ" लिखें, या बताएं क्या बदलना है।$/);

    const corrected = await ask(t, 'nahi, Mumbai instead of Pune', 'hinglish', arjun.token);
    expect(corrected.message).toMatch(/^बदल दिया। मैं यह सेव करूंगा:/);
    expect(corrected.message).toContain('- शहर: Mumbai (ज़रूरी शर्त)');
    expect(corrected.message).not.toContain('Pune');
    expect(await saved(t, arjun)).toEqual({});

    const done = await ask(t, 'haan', 'hinglish', arjun.token);
    expect(done.message).toMatch(/^सेव हो गया। अभी \d+ सदस्य दोनों तरफ़ से आपकी ज़रूरी शर्तों पर खरे उतरते हैं।/);
    expect(await saved(t, arjun)).toEqual({
      ageRange: { min: 26, max: 30 },
      food: ['VEGETARIAN'],
      cities: ['Mumbai'],
      dealbreakers: ['ageRange', 'food', 'cities'],
    });

    // Too short to tell a language, the next wish and the no go on in Hindi.
    await ask(t, 'non-drinker preferred', 'hinglish', arjun.token);
    const no = await ask(t, 'no', 'hinglish', arjun.token);
    expect(no.message).toBe('ठीक है, मैंने कुछ सेव नहीं किया। बताइए आप क्या चाहते हैं, या कुछ और पूछिए।');
    expect((await saved(t, arjun)).drinking).toBeUndefined();
    // A yes after the proposal was dropped saves nothing either.
    await ask(t, 'yes', 'hinglish', arjun.token);
    expect((await saved(t, arjun)).drinking).toBeUndefined();
  });

  it('removes a limit, adds to a list and reads back what is saved', async () => {
    const kavya = await createMember(t, { firstName: 'Kavya', gender: 'FEMALE' });
    await ask(t, 'age between 27 and 33, must speak Hindi', 'edit', kavya.token);
    await ask(t, 'ok', 'edit', kavya.token);
    const also = await ask(t, 'also Marathi speakers', 'edit', kavya.token);
    expect(also.message).toContain('- Languages (at least one in common): Hindi or Marathi (dealbreaker)');
    await ask(t, 'yes', 'edit', kavya.token);

    const removed = await ask(t, 'remove the age limit', 'edit', kavya.token);
    expect(removed.message).toMatch(/^Here is what I understood\. No preference any more on age\./);
    expect(removed.message).not.toContain('- Age');
    await ask(t, 'ok', 'edit', kavya.token);
    expect(await saved(t, kavya)).toEqual({ languages: ['HINDI', 'MARATHI'], dealbreakers: ['languages'] });

    const mine = await ask(t, 'what are my preferences?', 'read', kavya.token);
    expect(mine.message).toMatch(
      /^Your partner preferences:\n- Languages \(at least one in common\): Hindi or Marathi \(dealbreaker\)\n\d+ members? fits? your dealbreakers both ways right now\./,
    );
  });

  it('asks a visitor to log in and saves nothing', async () => {
    const first = await ask(t, 'I want a Jain girl from Ahmedabad, 25 to 29', 'visitor');
    expect(first.message).toBe(
      'I can save who you are looking for once you are logged in: log in and tell me on the AI Matchmaker page (in the menu). Nothing has been saved.',
    );
    const yes = await ask(t, 'yes', 'visitor');
    expect(yes.message).not.toMatch(/^Saved/);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM partner_preferences');
    expect(rows[0]?.n).toBe(0);
  });

  it("never puts one member's wishes in another's answers, even under the same chat id", async () => {
    const priya = await createMember(t, { firstName: 'Priya', gender: 'FEMALE' });
    const rahul = await createMember(t, { firstName: 'Rahul', gender: 'MALE' });
    await ask(t, 'only Sikh, from Chandigarh, 5 ft 8 or taller', 'shared', priya.token);
    // Rahul answers yes in a conversation with the same id: Priya's proposal is not his to confirm.
    const his = await ask(t, 'yes', 'shared', rahul.token);
    expect(his.message).not.toMatch(/Sikh|Chandigarh|Saved/);
    expect(await saved(t, rahul)).toEqual({});
    await ask(t, 'yes', 'shared', priya.token);
    expect((await saved(t, priya)).cities).toEqual(['Chandigarh']);

    const rahulsOwn = await ask(t, 'what are my preferences?', 'other', rahul.token);
    expect(rahulsOwn.message).not.toMatch(/Sikh|Chandigarh|5'8"/);
    const visitor = await ask(t, 'what are my preferences?', 'shared');
    expect(visitor.message).not.toMatch(/Sikh|Chandigarh|5'8"/);
  });

  it('tells a member how to get more matches from their own profile and dealbreakers, with links', async () => {
    const sana = await createMember(t, { firstName: 'Sana', gender: 'FEMALE', photos: 1 });
    await ask(t, 'only from Kochi', 'more', sana.token);
    await ask(t, 'yes', 'more', sana.token);
    const more = await ask(t, 'how can I get more matches', 'more-2', sana.token);
    expect(more.message).toMatch(
      /^Sana, here is what would make your profile stronger: 1\) your dealbreakers leave \d+ members?/,
    );
    expect(more.message).toContain('add 2 more clear, recent photos of yourself: you have 1');
    expect(more.links).toContainEqual({ label: 'Partner Preferences on Profile', path: '/app/profile' });
    expect(more.links).toContainEqual({ label: 'Photos on Profile', path: '/app/profile' });
  });

  it('keeps a read-back awaiting its yes through a restart, and not past its time', async () => {
    const asha = await createMember(t, { firstName: 'Asha', gender: 'FEMALE' });
    await ask(t, 'only vegetarian, 27 to 31', 'restart', asha.token);
    await ask(t, 'only vegetarian, from Pune', 'stale', asha.token);
    await t.app.close();

    const restarted = await buildApp({
      db: t.db,
      files: t.files,
      mailer: t.outbox.mailer,
      sms: t.outbox.sms,
      config: t.config,
      logger: false,
    });
    try {
      await restarted.ready();
      const done = await ask({ app: restarted }, 'yes', 'restart', asha.token);
      expect(done.message).toMatch(/^Saved\./);
      expect(await saved({ ...t, app: restarted }, asha)).toMatchObject({
        ageRange: { min: 27, max: 31 },
        food: ['VEGETARIAN'],
      });

      // Half an hour later the other read-back is forgotten: a yes saves nothing.
      await t.db.query(`UPDATE assistant_proposals SET expires_at = now() - interval '1 second'`);
      const late = await ask({ app: restarted }, 'yes', 'stale', asha.token);
      expect(late.message).not.toMatch(/^Saved/);
      expect((await saved({ ...t, app: restarted }, asha)).cities).toBeUndefined();
    } finally {
      await restarted.close();
    }
  });

  // Instances share a database on PostgreSQL only (the embedded engine admits one process).
  if (!process.env.DATABASE_URL) return;
  it('saves a wish read back by one instance when the yes reaches another', async () => {
    const second = await t.secondInstance();
    const kiran = await createMember(t, { firstName: 'Kiran', gender: 'FEMALE' });
    const first = await ask(t, 'only vegetarian, 26 to 30, from Pune', 'two', kiran.token);
    expect(first.message).toMatch(/^Here is what I understood\./);

    const done = await ask({ app: second }, 'yes', 'two', kiran.token);
    expect(done.message).toMatch(/^Saved\./);
    expect(await saved(t, kiran)).toEqual({
      ageRange: { min: 26, max: 30 },
      food: ['VEGETARIAN'],
      cities: ['Pune'],
      dealbreakers: ['ageRange', 'food', 'cities'],
    });
  });
});
