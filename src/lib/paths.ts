import { APP_PATHS, APP_ROUTE_PATTERNS } from '../../contract/app-paths';

/**
 * The screens whose URL carries an id, as the route table declares them; links
 * build the URL with `paths.viewProfile(id)` and `paths.chat(id)`.
 */
export const routePatterns = APP_ROUTE_PATTERNS;

/**
 * Every URL of the app (spec 2). The route table declares these, features
 * import it for links and navigate() calls. The member-area screens the server
 * links to from notices come from contract/app-paths.ts, shared with it.
 */
export const paths = {
  landing: '/',
  /** The landing page in Hindi and Tamil, each prerendered at its own path. */
  landingIn: { hi: '/hi', ta: '/ta' },
  memberRoot: '/app',
  login: '/app/login',
  signup: '/app/signup',
  home: APP_PATHS.home,
  profile: APP_PATHS.profile,
  aiMatchmaker: '/app/ai-matchmaker/',
  activity: APP_PATHS.activity,
  messages: APP_PATHS.messages,
  /** The notification centre (an addition to the spec), behind the bell in the member bar. */
  notifications: APP_PATHS.notifications,
  /** Search and the shortlist (additions to the spec), in the member bar after the spec's links. */
  search: '/app/search',
  shortlist: '/app/shortlist',
  viewProfile: APP_PATHS.viewProfile,
  chat: APP_PATHS.chat,
  /** Family access (an addition to the spec): a relative's own area, apart from the member's. */
  family: {
    root: '/family',
    login: APP_PATHS.familyLogin,
    accept: APP_PATHS.familyAccept,
    home: '/family/home',
    search: '/family/search',
    shortlist: '/family/shortlist',
  },
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
    background: '/app/profile-onboarding/background',
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
