/**
 * The app's member-area screens, shared by the app's route table (src/lib/paths.ts) and the server's links in
 * notices (the bell, email, push), so a screen's URL is written once.
 */

/** The route patterns of the screens whose URL carries an id (the route table declares these). */
export const APP_ROUTE_PATTERNS = {
  viewProfile: '/app/view-profile/:profileId',
  chat: '/app/chat/:channelId',
} as const;

export const APP_PATHS = {
  home: '/app/home',
  profile: '/app/profile',
  activity: '/app/activity',
  messages: '/app/messages',
  /** The notification centre, behind the bell in the member bar. */
  notifications: '/app/notifications',
  viewProfile: (profileId: string) =>
    APP_ROUTE_PATTERNS.viewProfile.replace(':profileId', encodeURIComponent(profileId)),
  chat: (channelId: string) => APP_ROUTE_PATTERNS.chat.replace(':channelId', encodeURIComponent(channelId)),
  /** Where a relative's invitation email leads: set a password for family access (`?token=`). */
  familyAccept: '/family/accept',
  /** Where a relative logs in to family access afterwards. */
  familyLogin: '/family/login',
} as const;
