/**
 * The assistant's built-in knowledge of the service (issue 8). Every answer
 * the assistant gives without a language model is one of these passages, so
 * each is written to stand on its own, says only what the product does, and
 * carries no figures about members or outcomes.
 */
export interface Passage {
  id: string;
  title: string;
  /** Ways people ask for it: indexed with the title and the answer. */
  questions: string[];
  answer: string;
  /** Said when the member asks for more on the same topic. */
  detail?: string;
}

/** The passage answered with the member's own progress when a token came with the question. */
export const MY_PROGRESS_ID = 'my-progress';
/** The passage about other members' personal information. */
export const OTHERS_DATA_ID = 'others-data';

export const KNOWLEDGE: readonly Passage[] = [
  {
    id: 'greeting',
    title: 'Hello and what the AI Matchmaker does',
    questions: ['hi', 'hello', 'hey', 'namaste', 'who are you', 'what can you do', 'good morning', 'good evening'],
    answer:
      'Hello! I am the AI Matchmaker. I can explain how verification works and why we ask for it, how your documents and privacy are protected, how matching and suggestions work, what each onboarding step needs, and how to stay safe while getting to know someone. What would you like to know?',
  },
  {
    id: 'verification-overview',
    title: 'How verification works and why',
    questions: [
      'how does verification work',
      'why do I need to verify',
      'why verification',
      'what are the verification steps',
      'is verification mandatory',
      'why do you need my documents',
    ],
    answer:
      'Verification has four steps, in this order: your email (a 6-digit code sent by email), your phone number (a 6-digit code by SMS, +91 numbers), a selfie taken with your front camera, and an identity document (PAN card or passport). We ask for it so that every member you meet is a real, reachable person who is who they say they are; it is the main protection against fake profiles and romance scams. After verification and onboarding, a staff member reviews your documents and publishes your profile.',
    detail:
      'Codes expire after 10 minutes and allow a few attempts; you can ask for a new one after a short wait. The selfie is compared by our reviewers with your photos and document, so take it in good light without sunglasses. Your documents are never shown to other members.',
  },
  {
    id: 'email-verification',
    title: 'Email verification and the email OTP',
    questions: ['how do I verify my email', 'email otp', 'I did not get the email code', 'email code not received'],
    answer:
      "On the email step press 'Send OTP', then type the 6-digit code from the email and verify. If the code does not arrive within a minute or two, check your spam folder, then ask for a new code; a code is valid for 10 minutes and only the latest one works. If your email is already verified, the step says so and you move on.",
  },
  {
    id: 'phone-verification',
    title: 'Phone verification and the SMS OTP',
    questions: ['how do I verify my phone', 'mobile otp', 'sms code', 'phone number verification', 'country code'],
    answer:
      'On the phone step choose the country code (+91, India, is the one available), enter your mobile number, send the OTP and type the 6-digit code from the SMS. The code is valid for 10 minutes and can be used once. Your phone number is not shown on your profile.',
  },
  {
    id: 'selfie',
    title: 'Selfie step',
    questions: [
      'selfie',
      'how does the selfie verification work',
      'how do I take the selfie',
      'camera not working',
      'why a selfie',
      'retake photo',
    ],
    answer:
      'The selfie step opens your front camera. Take a photo, review it, retake it if needed, and upload it. It lets our reviewers confirm that the person in your photos and on your identity document is you. The selfie is a private document: it is never shown on your profile.',
    detail:
      'If the camera does not open, allow camera access for this site in your browser settings and reload the page. Face the light, remove sunglasses or a mask, and keep your whole face in the frame. The image is re-encoded on upload, which also removes location data stored in photos.',
  },
  {
    id: 'identity-document',
    title: 'Identity document step (PAN or passport)',
    questions: [
      'identity document',
      'pan card',
      'passport',
      'which id is accepted',
      'document number format',
      'upload id',
    ],
    answer:
      'Choose the document type (PAN or PASSPORT), enter the document number and upload a clear image of the document. A PAN number looks like AAAAA9999A (five letters, four digits, one letter). Only image files are accepted, each under 5 MB.',
    detail:
      'Your document number is stored masked, so it is never shown in full again, not even to you, and the image is only viewed by our review staff through short-lived private links.',
  },
  {
    id: 'privacy-documents',
    title: 'Privacy and how documents are handled',
    questions: [
      'is my data safe',
      'who can see my documents',
      'privacy',
      'what happens to my id',
      'do other members see my phone number',
      'data protection',
      'location data in photos',
    ],
    answer:
      'Your selfie, identity document, degree certificate and income proof are private: other members never see them. Only our review staff can open them, through links that expire within minutes. Document numbers are stored masked. Uploaded images are re-encoded, which strips hidden data such as the GPS location a phone camera may add. Other members see only your published profile: name, photos, age, basic, lifestyle, family, career and education details, and your city and country. Your email and phone number are not shown to anyone.',
  },
  {
    id: OTHERS_DATA_ID,
    title: "Other members' personal information",
    questions: [
      "give me someone's phone number",
      "what is a member's phone number",
      'her phone number or email address',
      'where does he live',
      'what is her email',
      'contact details of a member',
      'tell me about another member',
      'show me her address',
      'who liked me',
      'share his number',
      'details of a profile',
    ],
    answer:
      "I can't share anything about other members: not their contact details, documents or any other personal information, and I don't look up profiles for anyone. You see other members only through the profiles the app shows you. When you and someone both accept each other, a chat opens between you in Messages, and you can decide together what to share.",
  },
  {
    id: 'safety',
    title: 'Staying safe and avoiding romance scams',
    questions: [
      'safety tips',
      'how to avoid scams',
      'someone asked me for money',
      'is this person a scammer',
      'romance scam',
      'meeting for the first time',
      'fake profile',
    ],
    answer:
      'Never send money, gift cards, cryptocurrency or bank details to someone you have met online, whatever the story: an emergency, a customs fee, a visa, an investment tip. Be wary of someone who declares strong feelings very quickly, avoids video calls, or pushes you to move the conversation off the app. Keep chatting here until you trust the person, have a video call before meeting, meet first in a busy public place, tell a family member or friend where you will be, and arrange your own travel. If something feels wrong, stop replying.',
    detail:
      'Common warning signs: a story that keeps changing, a job abroad or on a ship or oil rig that stops them meeting you, requests to keep the relationship secret, links to investment or trading apps, and asking for your OTPs or passwords. No genuine member or staff member will ever ask for an OTP.',
  },
  {
    id: 'matching',
    title: 'How matching and suggestions work',
    questions: [
      'how does matching work',
      'how are matches chosen',
      'why was this profile suggested',
      'compatibility score',
      'how is the score calculated',
      'why do I see this person',
    ],
    answer:
      'Home shows one suggested profile at a time. Suggestions come from published, fully verified members and are ranked by a two-sided compatibility score: how well the other person fits you and how well you fit them, so that a suggestion is likely to work for both of you. It looks at age gap, religion and how religious each of you is, smoking, drinking, food, languages in common, city and country, education and income. Each suggestion lists the reasons it was chosen and, honestly, the main difference between you when there is one.',
    detail:
      "The score is a guide, not a verdict. Your own answers stand for what you look for: for example someone who never smokes is suggested people who don't smoke either, and a person who is very religious sees shared faith weigh more. By default men are shown women and women are shown men; members who chose Other see everyone.",
  },
  {
    id: 'decisions',
    title: 'Accepting, rejecting and match requests',
    questions: [
      'what happens when I accept',
      'what happens when I reject',
      'can I undo a reject',
      'change my decision',
      'match requests',
      'activity page',
      'pending requests',
    ],
    answer:
      'Accept says you are interested, Reject says you are not; either way home moves on to the next suggestion. A decision is final: it cannot be changed later, so take your time. When someone accepts you first, they appear in Activity as a pending request (5 per page) where you can view their profile and accept or reject. When both of you accept, a chat opens in Messages. Someone who rejected you is not suggested to you again.',
  },
  {
    id: 'chat',
    title: 'Messages and chat',
    questions: [
      'how do I chat',
      'messages',
      'where are my chats',
      'load more messages',
      'message limit',
      'can I message anyone',
    ],
    answer:
      "You can chat only with members who accepted you and whom you accepted: each such match gets one chat in Messages, listed with the latest activity first (10 per page). Open a chat to see the latest messages and press 'Load More' for older ones. Empty messages are not sent, a message can be up to 2000 characters, and sending very many messages in a short time is briefly paused to protect members from spam.",
  },
  {
    id: 'onboarding-overview',
    title: 'Profile onboarding steps',
    questions: [
      'what are the profile steps',
      'onboarding',
      'how do I complete my profile',
      'profile steps order',
      'what is left',
    ],
    answer:
      'After verification, your profile is filled in seven steps, in this order: name; basic details (date of birth, weight, height, gender); lifestyle (smoking, drinking, food, pets, religion, how religious you are); family (brothers, sisters, parents’ occupations, at least 20 words about your family, languages you speak); about me (at least 30 words, your city and country); photos (at least one, up to six); and profession (highest degree with a certificate image, college, income slab with proof unless No Income, and workplace). Finishing the last step takes you home.',
  },
  {
    id: 'basic-details',
    title: 'Basic details step: date of birth, height, weight, gender',
    questions: [
      'date of birth format',
      'how do I enter height',
      'weight',
      'age limit',
      'minimum age',
      'gender options',
    ],
    answer:
      'Enter your date of birth as MM/dd/yyyy (from 1 January 1960 up to the present day), your weight in kg, your height in feet and inches (inches from 0 to 11), and your gender (Male, Female or Other). Members must be of legal marriageable age: 21 for men and 18 otherwise.',
  },
  {
    id: 'about-family',
    title: 'Family and about me steps',
    questions: ['about my family', 'how many words', 'about me minimum words', 'languages', 'family details'],
    answer:
      'The family step needs the number of brothers and sisters, your father’s and mother’s occupations, at least 20 words about your family and at least one language you speak. The about me step needs at least 30 words about yourself plus your city and country, which can be filled in from your device location if you allow it and are always editable. Words are counted by the spaces between them.',
  },
  {
    id: 'photos',
    title: 'Photos: how many, size and type',
    questions: [
      'how many photos',
      'photo size limit',
      'photo upload failed',
      'delete a photo',
      'file too large',
      'image type',
    ],
    answer:
      'Add at least one and up to six photos. Each must be an image file smaller than 5 MB. Clear, recent photos of you alone work best. You can delete photos or upload new ones later from your profile page; hidden data such as location is removed from every uploaded image.',
  },
  {
    id: 'profession',
    title: 'Profession step: degree, college, income, workplace',
    questions: [
      'income proof',
      'degree certificate',
      'no income',
      'income slab',
      'what documents for profession',
      'workplace',
    ],
    answer:
      'Choose your highest degree and upload an image of its certificate, enter your college or institution, choose your income slab (in lakhs per annum) and upload an income proof, then enter your current workplace. If you choose No Income, no proof is needed. Certificates and income proof are private documents for our reviewers; members see only your degree, workplace and income range.',
  },
  {
    id: 'publication',
    title: 'Profile review and publication',
    questions: [
      'when will my profile be published',
      'profile under review',
      'why can I not see matches',
      'no matches',
      'no more matches',
      'waiting for approval',
    ],
    answer:
      'Once verification and all profile steps are done, our staff review your documents and publish your profile. Suggestions appear on home after that. If home says there are no more matches at the moment, you have seen everyone currently suited to you; new members are published regularly, so come back later.',
  },
  {
    id: 'edit-profile',
    title: 'Editing your profile',
    questions: ['edit my profile', 'change my details', 'update my photos', 'change income slab', 'profile page'],
    answer:
      "Open Profile from the menu. Each section (personal, lifestyle, family, about me, professional details, photos) has an Edit button; change what you need and press Save, or Cancel to leave it as it was. Fields left empty show 'Not Specified'.",
  },
  {
    id: 'account',
    title: 'Signing up, logging in and out',
    questions: ['how do I sign up', 'create account', 'login problem', 'forgot password', 'log out', 'register'],
    answer:
      "Create an account with 'Sign Up' or 'Create Your Profile' using your email and a password, then log in with the same email and password. After several failed attempts, logins pause for a minute. Log out from the menu when you use a shared device.",
  },
  {
    id: 'statistics',
    title: 'Numbers, success rates and member counts',
    questions: [
      'how many members',
      'how many users',
      'success rate',
      'how many couples',
      'statistics',
      'how many matches',
    ],
    answer:
      "I don't have live figures about members, matches or success rates, so I won't guess any. What I can tell you is how matching works and how to make your profile stand out: complete every section, add clear recent photos, and write an honest about me.",
  },
  {
    id: MY_PROGRESS_ID,
    title: 'My own progress: what is missing in my profile',
    questions: [
      'what is missing in my profile',
      'what should I do next',
      'what steps are left for me',
      'is my profile complete',
      'my status',
      'why am I not published',
    ],
    answer:
      'Log in and open the AI Matchmaker page from the menu, and I can tell you which of your own verification and profile steps are still open. Home also takes you straight to the first unfinished step.',
  },
];
