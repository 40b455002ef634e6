import { describe, expect, it } from 'vitest';
import { AssistantAskResponseSchema } from '../../contract/schemas';
import { ADMIN_HEADERS, call, expectOk } from '../test/fixtures';
import { authed, createMember, type TestMember } from '../test/members';
import { useTestServer } from '../test/test-server';

/**
 * A member whose profile our team refused asks the AI Matchmaker what is left or why: it answers with the
 * reasons and note the refused screen shows them, and the way back (the reopened step, or the resubmit
 * button), and never with "waiting for review". Nobody else hears any of it.
 */
const t = useTestServer();

async function ask(message: string, chatSessionId: string, token?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assistant/ask',
    headers: token ? authed(token) : {},
    payload: { message, chatSessionId },
  });
  expect(res.statusCode).toBe(200);
  return AssistantAskResponseSchema.parse(res.json()).message;
}

async function refuse(member: TestMember, reasons: string[], note: string | null): Promise<void> {
  const admin = await t.createAccount('admin');
  await expectOk(
    call(t, 'POST', '/api/profile/refuse', {
      token: admin.token,
      headers: ADMIN_HEADERS,
      json: { id: member.id, reasons, note },
    }),
  );
}

describe("POST /api/assistant/ask: the review's outcome, to the refused member alone", () => {
  it('gives the reasons, the note and the step to redo, for "what\'s left" and "why was I refused"', async () => {
    const kavya = await createMember(t, { firstName: 'Kavya', published: false });
    const omar = await createMember(t, { firstName: 'Omar', published: false });
    await refuse(kavya, ['SELFIE_UNCLEAR', 'PHOTO_NOT_OWN'], 'Please face the camera.');

    const left = await ask("What's left for me?", 'review', kavya.token);
    expect(left).toBe(
      'Kavya, our team reviewed your profile and needs a change before publishing it. ' +
        'We could not see your face clearly in your selfie. Please take a new one. ' +
        'Some of your profile photos do not seem to be of you. Please upload photos of yourself. ' +
        'Their note: "Please face the camera." ' +
        'Home takes you to the selfie step and the photos step; once you have redone them, your profile goes back to our team by itself.',
    );
    expect(await ask('why was my profile refused', 'review-why', kavya.token)).toBe(left);

    // Another member waiting for review, and a visitor, hear nothing of it.
    const waiting = await ask("What's left for me?", 'review', omar.token);
    expect(waiting).toMatch(/^Omar, you have finished every step\. Your profile is now waiting for review/);
    const general = await ask('why was my profile refused', 'review');
    expect(general).toMatch(/^After your last profile step our team reviews your selfie/);
    for (const answer of [waiting, general]) expect(answer).not.toMatch(/Kavya|face the camera|selfie step/);
  });

  it('points to the resubmit button when nothing is to redo, and to the review once resubmitted', async () => {
    const asha = await createMember(t, { firstName: 'Asha', published: false });
    await refuse(asha, ['OTHER'], 'Please write your college in full.');
    expect(await ask('when will my profile go live', 'other', asha.token)).toBe(
      'Asha, our team reviewed your profile and needs a change before publishing it. ' +
        'Our team needs something else from you; please read their note. ' +
        'Their note: "Please write your college in full." ' +
        "Make the change on Profile, then press 'Send my profile for review again' on Home.",
    );

    await expectOk(call(t, 'POST', '/api/verification/resubmit', { token: asha.token }));
    expect(await ask('when will my profile go live', 'other-again', asha.token)).toMatch(
      /^Asha, you have finished every step\. Your profile is now waiting for review/,
    );
  });
});
