import { GRIEVANCE_EMAIL } from '../../../contract/enums';

/**
 * Facts about the product that belong to no single feature screen: how to
 * reach our team, fees and signing in. Features members act on (block,
 * report, deleting an account, downloading data, preferences, notifications,
 * the review, trust badges, installing the app, requests outside one's
 * preferences) are in features.ts, whose test holds them to the app.
 */
export const TODAY = {
  contactSupport: `For a question, a grievance or an appeal, write to ${GRIEVANCE_EMAIL}; the privacy notice (Profile, Account section) says the same. There is no phone line or chat with our team, and the Contact Us button at the foot of the landing page doesn't do anything yet. I can answer most questions about verification, your profile, matching and safety right here. To report a member, use Report on their profile or in your chat. If you are in danger, call 112.`,
  fees: 'Using the service costs nothing today: there are no paid plans, subscriptions or in-app payments, and chatting with your matches is free. We never ask for money in a chat, so anyone who does is not us.',
  account:
    "Create an account with 'Create Your Profile' (or 'Sign Up' on the login page) using your email and a password of at least 8 characters, then log in with the same email and password. After several failed attempts logins pause for a minute. Honestly, there is no password reset or password change in the app yet, so keep your password safe, and there is one account per email. The member menu has no Log out button yet either: a session ends by itself after a while, so on a shared device use a private browser window.",
} as const;
