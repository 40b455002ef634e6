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
    "Create an account with 'Create Your Profile' (or 'Sign Up' on the login page) using your email and a password of at least 8 characters, then log in with the same email and password. After several failed attempts logins pause for a minute. There is one account per email. Forgot your password? Press 'Forgot password?' on the login page and set a new one with the code we email you, or press 'Log in with a code'. On Profile, the Account section changes your password, lists where you are logged in and logs a device out; Log out is also in the member menu, handy on a shared family phone.",
} as const;
