/**
 * What the product does NOT do yet, said honestly in one place. When one of
 * these features lands (blocking, reporting, account deletion, a way to reach
 * our team, password reset, logging out from the menu, paid plans), change its
 * answer here and its examples in examples/training.json if the questions
 * change too.
 */
export const TODAY = {
  blockReport:
    "Honestly, the app has no block, report or unmatch button yet, and I can't pass a report on for you. What you can do today: reject a suggestion or a request, and that member is not suggested to you again and can't start a chat with you; in a chat you already have, you don't have to reply. Never send money or share your address, and if someone threatens you, call the police on 112 or report it at cybercrime.gov.in (helpline 1930).",
  deleteAccount:
    "Honestly, there is no way yet to delete, pause or hide your account in the app, and I can't do it for you. A published profile stays visible to the members it is suggested to. Your documents are never shown to members, only to our review staff.",
  contactSupport:
    "Honestly, the app has no way to reach our team yet: no support email, phone line or form, and the Contact button at the foot of the landing page doesn't do anything yet. I can answer most questions about verification, your profile, matching and safety right here. If you are in danger, call 112.",
  fees: 'Using the service costs nothing today: there are no paid plans, subscriptions or in-app payments, and chatting with your matches is free. We never ask for money in a chat, so anyone who does is not us.',
  account:
    "Create an account with 'Create Your Profile' (or 'Sign Up' on the login page) using your email and a password of at least 8 characters, then log in with the same email and password. After several failed attempts logins pause for a minute. Honestly, there is no password reset or password change in the app yet, so keep your password safe, and there is one account per email. The member menu has no Log out button yet either: a session ends by itself after a while, so on a shared device use a private browser window.",
} as const;
