/**
 * The one fixed request-id header that admin calls carry (spec 7). A module of its own so the app's
 * transport, part of the landing page's first load, does not bring the option lists of enums.ts with it.
 */
export const ADMIN_REQUEST_ID_HEADER = 'X-Request-Id';
export const ADMIN_REQUEST_ID_VALUE = 'matrimony-admin-portal';
