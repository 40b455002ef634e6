import Cookies from 'js-cookie';

/**
 * The only code that touches tokens. The member token lives in localStorage so
 * it survives a reload; the admin token lives in the cookie `token` with path
 * `/` (spec 4 and 9). Guards check only that a token exists (spec 2).
 */
const MEMBER_TOKEN_KEY = 'member-token';
export const ADMIN_TOKEN_COOKIE = 'token';

export function getMemberToken(): string | null {
  try {
    return window.localStorage.getItem(MEMBER_TOKEN_KEY);
  } catch {
    // Storage can be blocked (private mode, disabled cookies): treat as signed out.
    return null;
  }
}

export function setMemberToken(token: string): void {
  window.localStorage.setItem(MEMBER_TOKEN_KEY, token);
}

export function clearMemberToken(): void {
  window.localStorage.removeItem(MEMBER_TOKEN_KEY);
}

/**
 * A relative's family access token, kept apart from a member's: the member area never mistakes a relative
 * for a member, and the family area sends only this one.
 */
const FAMILY_TOKEN_KEY = 'family-token';

export function getFamilyToken(): string | null {
  try {
    return window.localStorage.getItem(FAMILY_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setFamilyToken(token: string): void {
  window.localStorage.setItem(FAMILY_TOKEN_KEY, token);
}

export function clearFamilyToken(): void {
  window.localStorage.removeItem(FAMILY_TOKEN_KEY);
}

export function getAdminToken(): string | undefined {
  return Cookies.get(ADMIN_TOKEN_COOKIE);
}

export function setAdminToken(token: string): void {
  Cookies.set(ADMIN_TOKEN_COOKIE, token, {
    path: '/',
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
  });
}

export function clearAdminToken(): void {
  Cookies.remove(ADMIN_TOKEN_COOKIE, { path: '/' });
}
