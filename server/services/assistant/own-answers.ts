import { REFUSAL_TEXTS } from '../../../contract/enums';
import type { Answer, AnswerLink } from './answer';
import { featureAnswer, featureLinks } from './features';
import { openSteps, profileGaps, type AssistantMember, type OwnProfile } from './member';

/**
 * The answers built from the signed-in caller's own data, read through
 * AssistantMember (never anyone else's): a greeting by name, what is left
 * before the profile goes live (or what the review asked to change), how to
 * improve it, requests and chats, and why Home suggested someone. Without a
 * caller they give the general answer and ask to log in.
 */

const SIGN_IN = 'Log in and ask me on the AI Matchmaker page (in the menu) and I can answer from your own profile.';

export async function greeting(member: AssistantMember | undefined): Promise<Answer> {
  const profile = await member?.profile();
  if (profile?.firstName) {
    return {
      text: `Hello ${profile.firstName}! I'm the AI Matchmaker. Ask me what's left on your profile, how to improve it, about your requests and chats, why Home suggested someone, or anything about verification, privacy and safety.`,
    };
  }
  return {
    text: 'Hello! I am the AI Matchmaker. I can explain how verification works and why we ask for it, who can see your data, how matching works, what each profile step needs, and how to stay safe while getting to know someone. What would you like to know?',
  };
}

const hello = (profile: OwnProfile) => (profile.firstName ? `${profile.firstName}, ` : '');

/** The steps a refusal reopened, as the member reads them. */
const REDO_STEPS: [keyof NonNullable<OwnProfile['refusal']>['redo'], string][] = [
  ['selfie', 'the selfie step'],
  ['identity', 'the identity document step'],
  ['photos', 'the photos step'],
];

/**
 * What our team asked the member to change, in the refused screen's own words, and the way back: the
 * reopened steps (redoing them sends the profile back by itself) or, with none, the resubmit button.
 */
function refusalText(profile: OwnProfile): string | null {
  const refusal = profile.refusal;
  if (!refusal) return null;
  const reasons = refusal.reasons.map((reason) => REFUSAL_TEXTS[reason]).join(' ');
  const note = refusal.note ? ` Their note: "${refusal.note}"` : '';
  const redo = REDO_STEPS.filter(([key]) => refusal.redo[key]).map(([, label]) => label);
  const next = redo.length
    ? `Home takes you to ${redo.join(' and ')}; once you have redone ${redo.length === 1 ? 'it' : 'them'}, your profile goes back to our team by itself.`
    : "Make the change on Profile, then press 'Send my profile for review again' on Home.";
  return `${hello(profile)}our team reviewed your profile and needs a change before publishing it. ${reasons}${note} ${next}`;
}

function notLiveYet(profile: OwnProfile): string | null {
  const refused = refusalText(profile);
  if (refused) return refused;
  const open = openSteps(profile);
  if (open.length) {
    return `${hello(profile)}these steps are still open for you: ${open.join(', ')}. Home takes you straight to the first of them.`;
  }
  if (!profile.published) {
    return `${hello(profile)}you have finished every step. Your profile is now waiting for review: our staff check your selfie, identity document and certificates, then publish your profile. Until then Home shows no suggestions and other members can't see you. There's nothing more you need to do, and I can't tell how long the review will take.`;
  }
  return null;
}

export async function progressAnswer(member: AssistantMember | undefined): Promise<Answer> {
  const profile = await member?.profile();
  if (!profile) {
    return {
      text: `${SIGN_IN} In general: verification comes first (email, phone, selfie, identity document), then seven profile steps; then our staff review your documents and publish your profile, and suggestions appear on Home.`,
    };
  }
  return {
    text:
      notLiveYet(profile) ??
      `${hello(profile)}nothing is left: your profile is verified, complete and published, and your suggestions are on Home. If Home says there are no more matches, you have seen everyone currently suited to you; new members are published regularly. Ask me how to improve your profile if you'd like more interest.`,
  };
}

/** The member's own profile page; every section named in an answer is on it. */
const PROFILE_PATH = '/app/profile';

/** How the member's dealbreakers shrink who can be suggested, from the pool count (partner preferences). */
async function poolAdvice(member: AssistantMember): Promise<{ text: string; link: AnswerLink } | null> {
  if (!member.preferences) return null;
  const prefs = await member.preferences.get();
  if (!prefs.dealbreakers?.length) return null;
  const pool = await member.preferences.pool();
  const people = `${pool.count} member${pool.count === 1 ? '' : 's'}`;
  const widest = pool.relax[0];
  const text = widest
    ? `your dealbreakers leave ${people} who fit you both ways; the one that removes the most people is ${FIELD_WORDS[widest.field]}: ${widest.text}`
    : `your dealbreakers leave ${people} who fit you both ways`;
  return { text, link: { label: 'Partner Preferences on Profile', path: PROFILE_PATH } };
}

const FIELD_WORDS: Record<string, string> = {
  ageRange: 'the age range',
  heightRange: 'the height range',
  religions: 'religion',
  religious: 'how religious',
  smoking: 'smoking',
  drinking: 'drinking',
  food: 'food',
  languages: 'languages',
  minEducation: 'education',
  incomeSlabs: 'income',
  countries: 'country',
  cities: 'city',
};

export async function improveAnswer(member: AssistantMember | undefined): Promise<Answer> {
  const profile = await member?.profile();
  if (!member || !profile) {
    return {
      text: `${SIGN_IN} In general: complete every section, add at least three clear, recent photos of yourself, write an About Me of a few honest sentences about your interests, values and what you hope for, and upload your income proof if you chose an income slab.`,
    };
  }
  const gaps = profileGaps(profile);
  const pool = await poolAdvice(member);
  const items = [...(pool ? [pool.text] : []), ...gaps.map((gap) => gap.text)];
  const links: AnswerLink[] = [
    ...(pool ? [pool.link] : []),
    ...[...new Set(gaps.map((gap) => gap.section))].map((section) => ({
      label: `${section} on Profile`,
      path: PROFILE_PATH,
    })),
  ];
  if (!items.length) {
    return {
      text: `${hello(profile)}your profile has no gaps I can see: every section is filled in, your About Me is a good length, you have ${profile.photoCount} photos and your certificates are in. Keeping your photos recent helps, and the more you accept and reject on Home, the better your suggestions fit.`,
    };
  }
  const list = items.map((item, i) => `${i + 1}) ${item}`).join('; ');
  return {
    text: `${hello(profile)}here is what would make your profile stronger: ${list}. You can change all of this on Profile in the menu, with each section's Edit button.`,
    links,
  };
}

export async function activityAnswer(member: AssistantMember | undefined): Promise<Answer> {
  if (!member) {
    return {
      text: `${SIGN_IN} Requests from members who accepted you wait in Activity, where you can view their profile and accept or reject; each mutual match has a chat in Messages.`,
    };
  }
  const { pendingRequests, chats } = await member.counts();
  const requests =
    pendingRequests === 0
      ? 'You have no pending requests right now'
      : `You have ${pendingRequests} pending request${pendingRequests === 1 ? '' : 's'} in Activity: member${pendingRequests === 1 ? '' : 's'} who accepted you and await your answer`;
  const messages =
    chats === 0
      ? 'no chats yet in Messages (a chat opens when you and someone both accept each other)'
      : `${chats} chat${chats === 1 ? '' : 's'} in Messages, one for each mutual match`;
  return { text: `${requests}, and ${messages}.` };
}

export async function suggestionAnswer(member: AssistantMember | undefined): Promise<Answer> {
  const general =
    'Each suggestion on Home is ranked by a two-sided compatibility score (age, faith, habits, food, languages, place, education and income, for both of you) and lists its reasons and the main difference between you.';
  if (!member) return { text: `${SIGN_IN} ${general}` };
  const profile = await member.profile();
  if (profile) {
    const pending = notLiveYet(profile);
    if (pending) return { text: `Home shows suggestions once your profile is live. ${pending}` };
  }
  if (!member.suggestion) return { text: `The reasons for a suggestion are listed on it, on Home. ${general}` };
  const current = await member.suggestion();
  if (!current) {
    return {
      text: 'Home has no suggestion for you at the moment: you have seen everyone currently suited to you. New members are published regularly, so check back later.',
    };
  }
  const reasons = current.reasons.length
    ? `The reasons it lists: ${current.reasons.join('; ')}.`
    : 'The two of you score well overall, though no single shared factor stands out.';
  return {
    text: `Home is suggesting ${current.firstName} to you. ${reasons} The score weighs how well you fit each other both ways; the decision is yours.`,
  };
}

/** The review of the documents: for a member whose profile was refused, what our team asked; else how it works. */
export async function reviewAnswer(member: AssistantMember | undefined): Promise<Answer> {
  const profile = await member?.profile();
  const refused = profile ? refusalText(profile) : null;
  const links = featureLinks('verificationReview');
  return { text: refused ?? featureAnswer('verificationReview'), ...(links.length ? { links } : {}) };
}
