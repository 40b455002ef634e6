import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_PATHS } from '../../contract/app-paths';
import { EMAIL_KINDS } from '../../contract/notices';
import {
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
  OkSchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  UnsubscribeQuerySchema,
  type EmailSwitches,
  type NotificationSettings,
} from '../../contract/schemas';
import { badRequest } from '../lib/errors';
import { currentUser } from '../plugins/auth';
import { languageRepository } from '../repositories/language';
import { noticesOutboxRepository } from '../repositories/notices-outbox';
import { readUnsubscribe, UNSUBSCRIBE_PATH } from '../services/notices/unsubscribe';
import { wordsFor, type NoticeLanguage } from '../services/notices/wording';
import type { RoutePlugin } from './types';

export const BAD_UNSUBSCRIBE_LINK_MESSAGE = 'This unsubscribe link is not valid. Please use the link in the email.';
export const PUSH_NOT_OFFERED_MESSAGE = 'Push notifications are not available on this server.';

/** Escapes text for the small HTML pages of the unsubscribe link. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A page a member sees after clicking the link in a mail client, in the member's language; plain HTML, no
 * script, so the CSP holds.
 */
function page(language: NoticeLanguage, title: string, body: string): string {
  const { settingsHint, settingsLink } = wordsFor(language).unsubscribe;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}
<p>${escapeHtml(settingsHint)} <a href="${APP_PATHS.profile}">${escapeHtml(settingsLink)}</a>.</p>
</main></body></html>`;
}

/**
 * The own Notifications settings (member only): GET and PUT /profile/notification-settings, the browser's
 * push subscription, and the signed one-click unsubscribe link of every email (no login: the signature is
 * the permission).
 */
export const notifySettingsRoutes: RoutePlugin = async (app, { db, auth, config, pushSender }) => {
  const repo = noticesOutboxRepository(db);
  const languages = languageRepository(db);
  const secret = config.signingSecret ?? '';

  async function settingsOf(memberId: string): Promise<NotificationSettings> {
    const off = new Set(await repo.emailsOff(memberId));
    const emails = Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as EmailSwitches;
    const subscriptions = pushSender ? (await repo.pushSubscriptions(memberId)).length : 0;
    return { emails, push: { publicKey: pushSender?.publicKey ?? null, subscriptions } };
  }

  app.get(
    '/profile/notification-settings',
    { preHandler: auth.requireMember, schema: { response: { 200: NotificationSettingsSchema } } },
    async (request) => settingsOf(currentUser(request).userId),
  );

  app.put(
    '/profile/notification-settings',
    {
      preHandler: auth.requireMember,
      schema: { body: NotificationSettingsUpdateSchema, response: { 200: NotificationSettingsSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { emails } = request.body;
      await repo.setEmailsOff(
        userId,
        EMAIL_KINDS.filter((kind) => !emails[kind]),
      );
      return settingsOf(userId);
    },
  );

  app.post(
    '/profile/push-subscription',
    { preHandler: auth.requireMember, schema: { body: PushSubscriptionSchema, response: { 200: OkSchema } } },
    async (request) => {
      if (!pushSender) throw badRequest(PUSH_NOT_OFFERED_MESSAGE);
      const { endpoint, keys } = request.body;
      await repo.addPushSubscription(currentUser(request).userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      return {};
    },
  );

  app.post(
    '/profile/push-subscription/remove',
    { preHandler: auth.requireMember, schema: { body: PushUnsubscribeSchema, response: { 200: OkSchema } } },
    async (request) => {
      await repo.removePushSubscription(currentUser(request).userId, request.body.endpoint ?? null);
      return {};
    },
  );

  // Mail clients send the one-click POST as a form (RFC 8058: "List-Unsubscribe=One-Click"); the signed link
  // alone decides, so the fields are read and not needed. Only this module takes forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const path = UNSUBSCRIBE_PATH.replace(/^\/api/, '');

  function signedLink(query: { m?: string; k?: string; s?: string }) {
    const link = readUnsubscribe(secret, query);
    if (!link) throw badRequest(BAD_UNSUBSCRIBE_LINK_MESSAGE);
    return link;
  }

  const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');
  const sendPage = (reply: FastifyReply, language: NoticeLanguage, html: string) =>
    reply
      .header('cache-control', 'no-store')
      .header('content-language', language)
      .type('text/html; charset=utf-8')
      .send(html);

  // GET only asks: link scanners and previews open links, and must not turn anything off (RFC 8058 section 3.2).
  // The pages speak the language of the member the link names, as their emails do.
  app.get(path, { schema: { querystring: UnsubscribeQuerySchema } }, async (request, reply) => {
    const { memberId, kind } = signedLink(request.query);
    const language = await languages.of(memberId);
    const words = wordsFor(language);
    const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams(request.query).toString()}`;
    return sendPage(
      reply,
      language,
      page(
        language,
        words.unsubscribe.ask(words.emailKinds[kind]),
        `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(words.unsubscribe.button)}</button></form>`,
      ),
    );
  });

  app.post(path, { schema: { querystring: UnsubscribeQuerySchema } }, async (request, reply) => {
    const { memberId, kind } = signedLink(request.query);
    await repo.turnOff(memberId, kind);
    if (wantsPage(request)) {
      const language = await languages.of(memberId);
      const words = wordsFor(language).unsubscribe;
      const label = wordsFor(language).emailKinds[kind];
      return sendPage(reply, language, page(language, words.done(label), `<p>${escapeHtml(words.doneBody)}</p>`));
    }
    return { kind, email: false };
  });
};
