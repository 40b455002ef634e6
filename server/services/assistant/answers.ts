import type { Answer } from './answer';
import type { Channel, DocumentKind, Entities } from './entities';
import { INTENTS, type IntentId } from './intents';
import type { AssistantMember } from './member';
import { MATCHING_ABOUT } from '../matching/about';
import { FEATURE_FACTS, featureAnswer, featureLinks, featureOf, type FeatureId } from './features';
import { activityAnswer, greeting, improveAnswer, progressAnswer, reviewAnswer, suggestionAnswer } from './own-answers';
import { TODAY } from './product-today';

/**
 * The built-in answers. Each says only what the product does: features
 * members act on come from features.ts, answers from the caller's own data
 * from own-answers.ts. Without a language model these are the answers; with
 * one, they are the facts the model rephrases.
 */

export type { Answer, AnswerLink } from './answer';

const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  pan: 'PAN card',
  passport: 'passport',
  aadhaar: 'Aadhaar card',
  'driving-licence': 'driving licence',
  'voter-id': 'voter ID',
  selfie: 'selfie',
  'income-proof': 'income proof',
  'degree-certificate': 'degree certificate',
  photos: 'profile photos',
};
const NOT_ACCEPTED: ReadonlySet<DocumentKind> = new Set(['aadhaar', 'driving-licence', 'voter-id']);
const CHANNEL_NAMES: Record<Channel, string> = { email: 'email address', phone: 'phone number' };
const withArticle = (name: string) => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;

export const FALLBACK_ANSWER =
  "I'm not sure I understood that. I can help with verification and why we ask for documents, who can see your data, staying safe from scams, how matching works, accepting and chatting, and what each profile step needs; signed in, I can also tell you what's left on your profile and how many requests and chats you have. Could you ask it another way?";

export function clarifyAnswer(options: IntentId[]): string {
  const topics = options.map((intent) => INTENTS[intent].topic);
  if (topics.length === 1) {
    return `I want to get this right: do you mean ${topics[0]}? Answer yes, or ask again in other words.`;
  }
  const numbered = topics.map((topic, i) => `${i + 1}) ${topic}`);
  const list = `${numbered.slice(0, -1).join(', ')} or ${numbered.at(-1)}`;
  return `I want to get this right: do you mean ${list}? You can answer with the number of the topic or ask again in other words.`;
}

/** The answer about a feature, from the feature table that its test holds to the app. */
function feature(id: FeatureId): Answer {
  const links = featureLinks(id);
  return { text: featureAnswer(id), ...(links.length ? { links } : {}) };
}

/** Matching in the ranker's own words (matching/about.ts); partner preferences once they are in the product. */
function matchingText(): string {
  const parts: string[] = [MATCHING_ABOUT.ranking];
  if (FEATURE_FACTS.partnerPreferences.landed) parts.push(MATCHING_ABOUT.preferences);
  parts.push(MATCHING_ABOUT.rules);
  return parts.join(' ');
}

const STATIC: Partial<Record<IntentId, Answer>> = {
  thanks: { text: "You're welcome! Ask me anytime if something else comes up." },
  capabilities: {
    text: "I'm the AI Matchmaker, an assistant built into this service, not a person. I can answer questions about verification and your documents, privacy, staying safe, how matching works, accepting and rejecting, chat, and each profile step. When you're logged in I can also tell you what's left on your profile, how to improve it, how many requests and chats you have, and why Home suggested someone. I never share anything about other members.",
  },
  'off-topic': {
    text: "That's outside what I can help with: I only know about this matchmaking service. Ask me about verification, privacy, matching, your profile steps or staying safe.",
  },
  injection: {
    text: "I can't do that. My rules stay the same whatever a message says: I answer questions about this service and your own account only, and I never show or list other members' data, documents or anything about our systems. Is there something about your profile, matches or verification I can help with?",
  },
  'others-data': {
    text: "I can't share anything about another member: not their phone number, email, address, documents or any other personal details, whoever asks and however it's asked. You see other members only through the profiles the app shows you. When you both accept each other, a chat opens in Messages, and you can decide together what to share.",
  },
  verification: {
    text: 'Verification has four steps, in this order: your email (a 6-digit code by email), your phone number (a 6-digit code by SMS, +91 numbers), a selfie taken with your front camera, and an identity document (PAN card or passport). It comes before your profile steps and cannot be skipped: it makes sure every member you meet is a real, reachable person who is who they say they are, the main protection against fake profiles and romance scams. After verification and the profile steps, our staff review your documents and publish your profile.',
    detail:
      'Codes expire after 10 minutes and allow 5 attempts; you can ask for a new one after a minute. The selfie is compared by our reviewers with your photos and document, so take it in good light without sunglasses. Your documents are never shown to other members.',
  },
  'email-verification': {
    text: "On the email step press 'Send OTP', then type the 6-digit code from the email and verify it. The code goes to the email you signed up with; changing that email isn't possible in the app yet. If the step says 'Your email is already verified.', that step is done and you move on to your phone number.",
  },
  'phone-verification': {
    text: 'On the phone step the country code is +91 (India): it is the only one available today, so numbers from other countries cannot be verified yet. Enter a mobile number that can receive SMS, press Send OTP and type the 6-digit code. Once verified, the number cannot be changed in the app. Your phone number is never shown on your profile or to other members.',
  },
  selfie: {
    text: 'The selfie step opens your front camera. Take a photo, review it, retake it if needed, and upload it. Take it live with the camera, so our reviewers can confirm that the person in your photos and on your identity document is you. If your device has no camera at all, the step lets you choose a photo of yourself taken just now from your files (for example one taken with your phone); our reviewers see that it was not taken live and look at it more closely. The selfie is private: it is never shown on your profile.',
    detail:
      'If the camera does not open, allow camera access for this site in your browser settings (the camera icon in the address bar) and reload the page. Face the light, remove sunglasses or a mask (everyday glasses are fine), and keep your whole face in the frame. The image is re-encoded on upload, which also removes location data stored in photos.',
  },
  safety: {
    text: 'Never send money, gift cards, cryptocurrency or bank details to someone you have met online, whatever the story: an emergency, a hospital bill, a customs fee, a visa, an investment tip. Never share an OTP or password. Be wary of someone who declares strong feelings very quickly, avoids video calls, or pushes you to move the conversation off the app. Keep chatting here until you trust the person, have a video call before meeting, meet first in a busy public place, tell family or a friend where you will be, and arrange your own travel. If something feels wrong, stop replying and reject the profile.',
  },
  matching: {
    text: matchingText(),
    detail:
      'Your decisions teach it most: accept the people you would like to meet and reject the rest, and later suggestions follow what you chose. There is no search by name; you meet members through the suggestions Home shows you.',
  },
  decisions: {
    text: 'Accept says you are interested, Reject says you are not; either way Home moves on to the next suggestion. A decision is final and cannot be undone, so take your time. Nobody is told that you rejected them. When someone accepts you first, they appear in Activity as a pending request, where you can view their profile and accept or reject. When both of you accept, a chat opens in Messages. Someone who rejected you is not suggested to you again.',
  },
  onboarding: {
    text: 'After verification, your profile is filled in seven steps, in this order: name; basic details (date of birth, weight, height, gender); lifestyle (smoking, drinking, food, pets, religion, how religious you are); family (brothers, sisters, parents’ occupations, at least 20 words about your family, languages you speak); about me (at least 30 words, your city and country); photos (at least one, up to six); and profession (highest degree with a certificate image, college, income slab with proof unless No Income, and workplace). Every step is needed; you can change all of it later on your profile page. Finishing the last step takes you Home.',
  },
  'basic-details': {
    text: 'Enter your date of birth as MM/dd/yyyy (from 1 January 1960 up to today), your weight in kg, your height in feet and inches (inches from 0 to 11; centimetres are not accepted, so 170 cm is about 5 feet 7 inches), and your gender (Male, Female or Other).',
  },
  'age-rules': {
    text: 'Members must be at least 21 years old for men and at least 18 for women and members who chose Other, the legal ages for marriage in India; the basic details step refuses a younger date of birth. Dates of birth from 1 January 1960 onwards are accepted.',
  },
  'about-texts': {
    text: 'The family step needs at least 20 words about your family and at least one language you speak (choose all that apply). The about me step needs at least 30 words about yourself plus your city and country, which can be filled in from your device location if you allow it and are always editable. Words are counted by the spaces between them, so any language or script works. Write honestly about your interests, your values, your work and what you hope for in a partner.',
  },
  photos: {
    text: 'Add at least one and up to six photos. Each must be a JPEG, PNG or WebP image smaller than 5 MB. Clear, recent photos of you alone work best, and the first one is your main photo. You can delete photos or upload more later from your profile page (Photos section); hidden data such as location is removed from every uploaded image.',
  },
  profession: {
    text: 'Choose your highest degree (pick the closest if yours is not listed) and upload an image of its certificate, enter your college or institution, choose your income slab (in lakhs per annum) and upload an income proof such as a salary slip or an income tax return, then enter your current workplace. If you have no income, for example as a student or homemaker, choose No Income and no proof is needed. Certificates and income proof are private documents for our reviewers; members see only your degree, workplace and income range.',
  },
  'edit-profile': {
    text: "Open Profile from the menu. Each section (personal details, lifestyle, family, about me, professional details, photos) has an Edit button: change what you need and press Save, or Cancel to leave it as it was. Fields left empty show 'Not Specified'. Your verified email, phone number and documents are not changed there.",
  },
  account: { text: TODAY.account },
  fees: { text: TODAY.fees },
  'contact-support': { text: TODAY.contactSupport },
  statistics: {
    text: "I don't have live figures about members, matches or marriages, so I won't guess any. What I can tell you is how matching works and how to make your profile stand out: complete every section, add clear recent photos, and write an honest About Me.",
  },
};

function privacyAnswer(entities: Entities): Answer {
  const document = entities.document;
  if (document === 'pan' || document === 'passport') {
    return {
      text: `Your ${DOCUMENT_NAMES[document]} is seen only by our review staff, through private links that expire within minutes; other members never see it, not even your matches. Its number is stored masked and is never shown in full again, not even to you.`,
    };
  }
  if (document && NOT_ACCEPTED.has(document)) {
    return {
      text: `We don't ask for your ${DOCUMENT_NAMES[document]}: the identity step takes a PAN card or a passport only, so no one here sees it.`,
    };
  }
  if (document === 'selfie') {
    return {
      text: 'Your selfie is private: only our review staff see it, to check that your photos and identity document are really you. It is never shown on your profile or to other members.',
    };
  }
  if (document === 'income-proof' || document === 'degree-certificate') {
    const shown = document === 'income-proof' ? 'your income range' : 'your degree';
    return {
      text: `Only our review staff see your ${DOCUMENT_NAMES[document]}. Other members see ${shown} on your profile, never the document itself.`,
    };
  }
  if (document === 'photos') {
    return {
      text: "Your profile photos are shown to other verified members once your profile is published: in their suggestions, requests and chats. You choose who sees them in the Privacy section of Profile: everyone, 'Blurred until I accept' or 'Matches only'. They are not public on the internet, and hidden data such as the GPS location a phone camera adds is removed when you upload them.",
    };
  }
  if (entities.channel) {
    return {
      text: `Your ${CHANNEL_NAMES[entities.channel]} is never shown to other members, not even to your matches; we use it only to verify you. A match learns it only if you share it yourself in chat.`,
    };
  }
  return {
    text: 'Your selfie, identity document, degree certificate and income proof are private: other members never see them. Only our review staff can open them, through links that expire within minutes. Document numbers are stored masked. Uploaded images are re-encoded, which strips hidden data such as the GPS location a phone camera may add. Other members see only your published profile: name, photos, age, basic, lifestyle, family, career and education details, income range, and your city and country. Your email and phone number are not shown to anyone (unless you share your number with a match in your chat), and we do not sell or share your data.',
  };
}

function whyDocumentsAnswer(entities: Entities): Answer {
  const document = entities.document;
  if (document === 'pan' || document === 'passport') {
    return {
      text: `We ask for a PAN card or passport to confirm you are who you say you are: our review staff compare your ${DOCUMENT_NAMES[document]} with your selfie and photos before your profile is published. That check is the main protection against fake profiles and romance scams, for you and for everyone you meet. Other members never see the document, and its number is stored masked, never in full.`,
    };
  }
  if (document && NOT_ACCEPTED.has(document)) {
    return {
      text: `We don't ask for your ${DOCUMENT_NAMES[document]}: the identity step takes a PAN card or a passport only.`,
    };
  }
  if (document === 'selfie') {
    return {
      text: "The selfie lets our reviewers confirm that the person in your photos and on your identity document is really you, so nobody can make a profile with someone else's pictures. It is never shown on your profile.",
    };
  }
  if (document === 'income-proof') {
    return {
      text: 'Members see your income as a range, so the proof lets our reviewers check that the range you chose is true. Only reviewers see the document. If you have no income, choose No Income and no proof is needed.',
    };
  }
  if (document === 'degree-certificate') {
    return {
      text: 'Your highest degree is shown on your profile, so the certificate lets our reviewers check that it is true. Only reviewers see the certificate itself.',
    };
  }
  if (document === 'photos') {
    return {
      text: 'Photos are how members first get to know you, so at least one is needed. Our reviewers also compare them with your selfie, so every photo on a profile belongs to the person who made it.',
    };
  }
  if (entities.channel) {
    return {
      text: `We verify your ${CHANNEL_NAMES[entities.channel]} with a one-time code to make sure you are reachable and that the account is really yours. It is never shown on your profile or to other members.`,
    };
  }
  return {
    text: 'We ask for documents so that every member is a real person who is who they say they are: our review staff compare your selfie, identity document and certificates with your profile before publishing it. That is the main protection against fake profiles and romance scams. Other members never see any of these documents; only the reviewers do, through short-lived private links.',
  };
}

function identityDocumentAnswer(entities: Entities): Answer {
  const document = entities.document;
  if (document && NOT_ACCEPTED.has(document)) {
    return {
      text: `The identity step accepts only a PAN card or a passport today, so ${withArticle(DOCUMENT_NAMES[document])} can't be used. Without one of those two, verification can't be finished yet.`,
    };
  }
  const upload = 'upload a clear photo of it (a JPEG, PNG or WebP image under 5 MB; PDFs are not accepted)';
  // "Can I use a passport instead of PAN?": yes first, then how.
  const yes = entities.instead ? 'Yes: the identity step takes a PAN card or a passport, either one. ' : '';
  if (document === 'pan') {
    return {
      text: `${yes}Choose PAN, enter the number exactly as printed (ten characters: five letters, four digits, one letter, like ABCDE1234F) and ${upload}. The number is stored masked and the image is seen only by our review staff.`,
    };
  }
  if (document === 'passport') {
    return {
      text: `${yes}Choose PASSPORT, enter the passport number (one letter and seven digits, like A1234567) and ${upload}, showing the page with your photo. The number is stored masked and the image is seen only by our review staff.`,
    };
  }
  return {
    text: `The identity step accepts a PAN card or a passport (Aadhaar, driving licence and voter ID are not accepted). Choose the type, enter the number (PAN like ABCDE1234F, passport like A1234567) and ${upload}. The number is stored masked and the image is seen only by our review staff.`,
  };
}

function otpAnswer(entities: Entities): Answer {
  const rules =
    'A code is valid for 10 minutes and allows 5 attempts; only the latest code works, and you can ask for a new one after a minute.';
  if (entities.channel === 'email') {
    return {
      text: `If the email code hasn't arrived, wait a minute and check your spam or promotions folder, then press 'Send OTP' again. ${rules}`,
    };
  }
  if (entities.channel === 'phone') {
    return {
      text: `If the SMS code hasn't arrived, check that the number is right and can receive SMS (+91 numbers only), wait a minute, then send the OTP again. ${rules}`,
    };
  }
  return {
    text: `If a code hasn't arrived, wait a minute: for email, check your spam folder; for SMS, check the number (+91 only). Then ask for a new code. ${rules} After 5 wrong tries, ask for a new code.`,
  };
}

/** The built-in answer to an understood question. */
export async function answerFor(
  intent: IntentId,
  entities: Entities,
  member: AssistantMember | undefined,
): Promise<Answer> {
  switch (intent) {
    case 'greeting':
      return greeting(member);
    case 'privacy':
      return privacyAnswer(entities);
    case 'why-documents':
      return whyDocumentsAnswer(entities);
    case 'identity-document':
      return identityDocumentAnswer(entities);
    case 'otp-help':
      return otpAnswer(entities);
    case 'my-progress':
      return progressAnswer(member);
    case 'improve-profile':
      return improveAnswer(member);
    case 'my-activity':
      return activityAnswer(member);
    case 'why-this-profile':
      return suggestionAnswer(member);
    case 'verification-review':
      return reviewAnswer(member);
    default: {
      // Features members act on answer from their table (features.ts), held to the app by its test.
      const id = featureOf(intent);
      const answer = STATIC[intent] ?? (id ? feature(id) : undefined);
      if (!answer) throw new Error(`no answer for intent ${intent}`);
      return answer;
    }
  }
}
