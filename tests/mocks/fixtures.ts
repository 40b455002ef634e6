import type { Badge } from '../../contract/enums';
import type { ChatChannel, ChatMessage } from '../../contract/schemas/chat';
import type { PendingRequest } from '../../contract/schemas/matches';
import type { AdminProfileItem, MemberProfile, OwnProfile, ProfileStatus } from '../../contract/schemas/profile';
import type { VerificationStatus } from '../../contract/schemas/verification';

/** Demo credentials the mock API accepts (the real server seeds the same). */
export const DEMO_MEMBER = { userName: 'demo@matrimony.example', password: 'Demo@12345' } as const;
export const DEMO_ADMIN = { userName: 'admin@matrimony.example', password: 'Admin@12345' } as const;
export const DEMO_MEMBER_TOKEN = 'mock-member-token';
export const DEMO_ADMIN_TOKEN = 'mock-admin-token';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';

/** A generated portrait-style placeholder (no real photos), usable as an <img src>. */
export function avatarUrl(initials: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 240"><rect width="200" height="240" fill="hsl(${hue},55%,85%)"/><circle cx="100" cy="95" r="45" fill="hsl(${hue},35%,45%)"/><rect x="35" y="150" width="130" height="90" rx="60" fill="hsl(${hue},35%,45%)"/><text x="100" y="110" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const verifiedStatus: VerificationStatus = {
  contact: { email: 'VERIFIED', phoneNumber: 'VERIFIED' },
  identity: { image: 'VERIFIED', id: 'VERIFIED' },
};

export const completeProfileStatus: ProfileStatus = {
  name: 'DONE',
  basicDetails: 'DONE',
  lifestyleDetails: 'DONE',
  familyDetails: 'DONE',
  aboutMe: 'DONE',
  images: 'DONE',
  profession: 'DONE',
};

export const memberProfiles: MemberProfile[] = [
  {
    id: 'p-ananya',
    name: { firstName: 'Ananya', lastName: 'Sharma' },
    images: [{ url: avatarUrl('AS', 330) }, { url: avatarUrl('AS', 20) }, { url: avatarUrl('AS', 200) }],
    basicDetails: { age: 27, gender: 'FEMALE', height: 64, weight: 55 },
    aboutMe:
      'I teach mathematics at a high school in Pune and spend my weekends hiking the Sahyadris. I love cooking for friends, reading Marathi poetry and planning small trips with family.',
    career: 'Pune Public School',
    education: 'MSc',
    income: { min: 5, max: 10 },
    lifestyleDetails: { smoking: 'NEVER', drinking: 'SOCIALLY', food: 'VEGETARIAN', pets: 'YES' },
    familyDetails: {
      fathersOccupation: 'GOVT SERVICE',
      mothersOccupation: 'HOUSE WIFE',
      languages: ['MARATHI', 'HINDI', 'ENGLISH'],
      brothers: 1,
      sisters: 0,
    },
    location: 'Pune, India',
    compatibility: {
      score: 86,
      reasons: [
        'You both never smoke and prefer vegetarian food.',
        'Ananya is looking for someone in your age range, and you for hers.',
        'You both speak Hindi and English.',
        'One difference: Ananya drinks socially, you never do.',
      ],
    },
  },
  {
    id: 'p-meera',
    name: { firstName: 'Meera', lastName: 'Iyer' },
    images: [{ url: avatarUrl('MI', 140) }],
    basicDetails: { age: 29, gender: 'FEMALE', height: 62, weight: 52 },
    aboutMe:
      'Software engineer in Chennai who sings Carnatic music and volunteers at an animal shelter. Looking for a kind partner who values family and curiosity.',
    career: 'Chennai Tech Labs',
    education: 'BTech',
    income: { min: 20, max: 50 },
    lifestyleDetails: { smoking: 'NEVER', drinking: 'NEVER', food: 'VEGETARIAN', pets: 'YES' },
    familyDetails: {
      fathersOccupation: 'RETIRED',
      mothersOccupation: 'PRIVATE SERVICE',
      languages: ['TAMIL', 'ENGLISH'],
      brothers: 0,
      sisters: 1,
    },
    location: 'Chennai, India',
  },
];

export const ownProfile: OwnProfile = {
  name: { firstName: 'Rohan', lastName: 'Verma' },
  basicDetails: { height: 70, weight: 72, gender: 'MALE', age: 30 },
  lifestyleDetails: {
    smoking: 'NEVER',
    drinking: 'OCCASIONALLY',
    food: 'VEGETARIAN',
    pets: 'NO',
    religion: 'HINDU',
    religious: 'MODERATE',
  },
  familyDetails: {
    brothers: 1,
    sisters: 1,
    fathersOccupation: 'BUSINESS',
    mothersOccupation: 'GOVT SERVICE',
    languages: ['HINDI', 'ENGLISH'],
  },
  aboutMe:
    'I am an architect in Jaipur who restores old havelis. I enjoy long drives, cricket on Sundays, and learning to cook the recipes my grandmother taught me, and I am looking for a warm and honest partner.',
  location: { city: 'Jaipur', country: 'India' },
  background: {
    createdFor: 'SELF',
    maritalStatus: 'NEVER_MARRIED',
    children: null,
    motherTongue: 'HINDI',
    community: null,
    occupation: 'Architect',
  },
  profession: {
    degree: 'BArch',
    college: 'Malaviya National Institute of Technology',
    workplace: 'Heritage Studio',
    income: { min: 10, max: 20 },
  },
  images: [{ url: avatarUrl('RV', 210) }, { url: avatarUrl('RV', 250) }],
};

function pendingRequest(index: number): PendingRequest {
  return {
    id: `req-${index}`,
    profileId: `p-request-${index}`,
    name: `Member ${index}`,
    age: 24 + (index % 10),
    imageUrl: avatarUrl(`M${index}`, (index * 37) % 360),
  };
}
export const pendingRequests: PendingRequest[] = Array.from({ length: 12 }, (_, i) => pendingRequest(i + 1));

function chatChannel(index: number): ChatChannel {
  return {
    id: `channel-${index}`,
    name: `Match ${index}`,
    imageUrl: avatarUrl(`C${index}`, (index * 53) % 360),
    lastMessage: index % 4 === 0 ? null : `Looking forward to talking, from match ${index}.`,
  };
}
export const chatChannels: ChatChannel[] = Array.from({ length: 13 }, (_, i) => chatChannel(i + 1));

/** 45 messages, oldest first, a minute apart. */
const HISTORY_START = Date.UTC(2026, 9, 1, 9, 0, 0);
export const chatHistory: ChatMessage[] = Array.from({ length: 45 }, (_, i) => ({
  id: `m-${i + 1}`,
  message: `Message number ${i + 1}`,
  fromMe: i % 2 === 0,
  createdAt: HISTORY_START + i * 60000,
}));

/** The other member's trust badges, as the mock history's pages carry them. */
export const chatBadges: Badge[] = ['ID_VERIFIED', 'PHOTO_VERIFIED'];

export const adminProfiles: AdminProfileItem[] = [
  {
    id: 'a-1',
    firstName: 'Kavya',
    lastName: 'Nair',
    photoImageUrl: avatarUrl('KN', 15),
    panImageUrl: avatarUrl('PAN', 60),
    degreeImageUrl: avatarUrl('DEG', 100),
    incomeImageUrl: avatarUrl('INC', 160),
    imageUrls: [avatarUrl('KN', 15), avatarUrl('KN', 45)],
  },
  {
    id: 'a-2',
    firstName: 'Arjun',
    lastName: 'Mehta',
    photoImageUrl: avatarUrl('AM', 220),
    panImageUrl: avatarUrl('PAN', 240),
    degreeImageUrl: avatarUrl('DEG', 260),
    incomeImageUrl: null,
    imageUrls: [avatarUrl('AM', 220)],
  },
];
