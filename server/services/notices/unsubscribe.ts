import { hmac, safeEqual } from '../../lib/crypto';
import { EMAIL_KINDS, type EmailKind } from '../../../contract/notices';

/** The path of the one-click unsubscribe link (RFC 8058); the member, kind and signature ride in its query. */
export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

function signature(secret: string, memberId: string, kind: EmailKind): string {
  // Its own label, so no other signed value of the server (file links, phone hashes) can pass for one.
  return hmac(secret, `unsubscribe\n${memberId}\n${kind}`);
}

/** The signed link that turns one kind of email off for one member, without a login. */
export function unsubscribeUrl(publicUrl: string, secret: string, memberId: string, kind: EmailKind): string {
  const url = new URL(UNSUBSCRIBE_PATH, publicUrl);
  url.searchParams.set('m', memberId);
  url.searchParams.set('k', kind);
  url.searchParams.set('s', signature(secret, memberId, kind));
  return url.toString();
}

/** The member and kind a link names, or null when it was not signed by this server (tampered or made up). */
export function readUnsubscribe(
  secret: string,
  query: { m?: string; k?: string; s?: string },
): { memberId: string; kind: EmailKind } | null {
  const { m, k, s } = query;
  if (!m || !k || !s || !(EMAIL_KINDS as readonly string[]).includes(k)) return null;
  const kind = k as EmailKind;
  return safeEqual(s, signature(secret, m, kind)) ? { memberId: m, kind } : null;
}
