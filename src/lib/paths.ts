/**
 * The screens whose URL carries an id, as the route table declares them; links
 * build the URL with `paths.viewProfile(id)` and `paths.chat(id)`.
 */
export const routePatterns = {
  viewProfile: '/app/view-profile/:profileId',
  chat: '/app/chat/:channelId',
} as const;

/**
 * Every URL of the app (spec 2). A leaf module: the route table declares these,
 * features import it for links and navigate() calls; it imports nothing.
 */
export const paths = {
  landing: '/',
  memberRoot: '/app',
  login: '/app/login',
  signup: '/app/signup',
  home: '/app/home',
  profile: '/app/profile',
  aiMatchmaker: '/app/ai-matchmaker/',
  activity: '/app/activity',
  messages: '/app/messages',
  /** The notification centre (an addition to the spec), behind the bell in the member bar. */
  notifications: '/app/notifications',
  /** Search and the shortlist (additions to the spec), in the member bar after the spec's links. */
  search: '/app/search',
  shortlist: '/app/shortlist',
  viewProfile: (profileId: string) => routePatterns.viewProfile.replace(':profileId', encodeURIComponent(profileId)),
  chat: (channelId: string) => routePatterns.chat.replace(':channelId', encodeURIComponent(channelId)),
  verification: {
    email: '/app/verification/email',
    phone: '/app/verification/phone',
    selfie: '/app/verification/selfie',
    identity: '/app/verification/identity',
  },
  onboarding: {
    name: '/app/profile-onboarding/name',
    basicDetails: '/app/profile-onboarding/basic-details',
    lifestyleDetails: '/app/profile-onboarding/lifestyle-details',
    familyDetails: '/app/profile-onboarding/family-details',
    aboutMe: '/app/profile-onboarding/about-me',
    photos: '/app/profile-onboarding/photos',
    profession: '/app/profile-onboarding/profession',
  },
  admin: {
    root: '/secret-portal',
    login: '/secret-portal/login',
    logout: '/secret-portal/logout',
    dashboard: '/secret-portal/dashboard',
    audit: '/secret-portal/audit',
    reports: '/secret-portal/reports',
  },
} as const;

/** The member navigation bar's links, exactly as spec 2 writes them (trailing slashes included). */
export const memberNavLinks = [
  { label: 'Profile', to: '/app/profile/' },
  { label: 'AI Matchmaker', to: '/app/ai-matchmaker/' },
  { label: 'Home', to: '/app/home/' },
  { label: 'Activity', to: '/app/activity/' },
  { label: 'Messages', to: '/app/messages/' },
] as const;
/** Links the member bar shows after the spec's: search and the shortlist. */
export const memberExtraNavLinks = [
  { label: 'Search', to: '/app/search' },
  { label: 'Shortlist', to: '/app/shortlist' },
] as const;
export const memberLoginNavHref = '/app/login/';
