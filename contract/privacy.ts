/**
 * Privacy members control: the photo modes a member picks and what a viewer
 * is given in their place. Plain constants: the app imports this file freely.
 */

/** EVERYONE: photos as they are (the default); BLURRED: a strongly blurred copy until the member accepts the viewer or they match; MATCHES_ONLY: a neutral placeholder until a match. */
export const PHOTO_PRIVACY_MODES = ['EVERYONE', 'BLURRED', 'MATCHES_ONLY'] as const;
export type PhotoPrivacyMode = (typeof PHOTO_PRIVACY_MODES)[number];

/** What stands in for a photo the viewer may not see: its blurred copy or the neutral placeholder. */
export const PHOTO_STAND_INS = ['BLURRED', 'PLACEHOLDER'] as const;

/** The neutral placeholder served in place of every photo a viewer may not see at all. */
export const PHOTO_PLACEHOLDER_PATH = '/api/photos/placeholder.jpg';

/** "Who viewed me": a page of viewers. */
export const VIEWERS_PAGE_SIZE = 20;
