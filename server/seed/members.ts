import {
  FATHERS_OCCUPATIONS,
  HABIT_FREQUENCIES,
  INCOME_SLABS,
  MOTHERS_OCCUPATIONS,
  ONBOARDING_DEGREES,
  ONBOARDING_LANGUAGES,
  PETS,
  PROFILE_FOODS,
  RELIGIONS,
  RELIGIOUS_LEVELS,
  type Gender,
} from '../../contract/enums';
import { CHILDREN, COMMUNITIES, type CreatedFor, MARITAL_STATUSES, type MotherTongue } from '../../contract/background';
import { OCCUPATIONS } from '../../contract/occupations';
import type { Background } from '../../contract/schemas/background';
import { MANGLIK } from '../../contract/horoscope';
import type { HoroscopeRequest } from '../../contract/schemas/horoscope';
import type { Queryable } from '../db/types';
import { hashPassword } from '../lib/crypto';
import { type CompleteVerification, writeCompleteMembers } from '../repositories/members';
import { usersRepository } from '../repositories/users';
import { verificationRepository } from '../repositories/verification';
import { DAY_MS, HOUR_MS } from '../services/caps';
import { saveHoroscope } from '../services/horoscope';
import type { FileStore } from '../services/files';
import { toBlurredJpeg } from '../services/images';
import { createRandom, drawAvatar, drawDocument, pick } from './avatars';
import { DEMO_ADMIN, DEMO_MEMBER, NEW_MEMBER } from './credentials';
import type { SeedContext } from './types';

/** How many generated members the demo has besides the named demo accounts. */
export const DEMO_POPULATION = 300;

const FIRST_NAMES: Record<Gender, readonly string[]> = {
  MALE: [
    'Aarav',
    'Vivaan',
    'Aditya',
    'Arjun',
    'Rohan',
    'Karan',
    'Vikram',
    'Siddharth',
    'Rahul',
    'Nikhil',
    'Manish',
    'Imran',
    'Harpreet',
    'Joseph',
    'Farhan',
    'Sanjay',
    'Pranav',
    'Kabir',
    'Dev',
    'Yash',
    'Anil',
    'Suresh',
    'Tenzin',
    'Rustom',
  ],
  FEMALE: [
    'Aanya',
    'Diya',
    'Priya',
    'Ananya',
    'Isha',
    'Kavya',
    'Meera',
    'Neha',
    'Pooja',
    'Riya',
    'Sneha',
    'Tanvi',
    'Zara',
    'Fatima',
    'Simran',
    'Maria',
    'Lakshmi',
    'Divya',
    'Shreya',
    'Nandini',
    'Aisha',
    'Gurleen',
    'Pema',
    'Roshni',
  ],
  OTHER: ['Alex', 'Sam', 'Kiran', 'Jyoti', 'Noor', 'Ashwin', 'Ravi', 'Sunny'],
};
const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Shah',
  'Gupta',
  'Khan',
  'Singh',
  'Das',
  'Menon',
  'Kulkarni',
  'Joshi',
  'Fernandes',
  'Chatterjee',
  'Banerjee',
  'Mehta',
  'Rao',
  'Pillai',
  'Bhat',
  'Malhotra',
  'Kapoor',
  'Sinha',
  'Mukherjee',
  'Gill',
  'Dsouza',
  'Qureshi',
];
const PLACES = [
  { city: 'Mumbai', country: 'India', lat: 19.076, lon: 72.8777 },
  { city: 'Delhi', country: 'India', lat: 28.7041, lon: 77.1025 },
  { city: 'Bengaluru', country: 'India', lat: 12.9716, lon: 77.5946 },
  { city: 'Hyderabad', country: 'India', lat: 17.385, lon: 78.4867 },
  { city: 'Chennai', country: 'India', lat: 13.0827, lon: 80.2707 },
  { city: 'Kolkata', country: 'India', lat: 22.5726, lon: 88.3639 },
  { city: 'Pune', country: 'India', lat: 18.5204, lon: 73.8567 },
  { city: 'Ahmedabad', country: 'India', lat: 23.0225, lon: 72.5714 },
  { city: 'Jaipur', country: 'India', lat: 26.9124, lon: 75.7873 },
  { city: 'Lucknow', country: 'India', lat: 26.8467, lon: 80.9462 },
  { city: 'Kochi', country: 'India', lat: 9.9312, lon: 76.2673 },
  { city: 'Chandigarh', country: 'India', lat: 30.7333, lon: 76.7794 },
  { city: 'Guwahati', country: 'India', lat: 26.1445, lon: 91.7362 },
  { city: 'Indore', country: 'India', lat: 22.7196, lon: 75.8577 },
  { city: 'Dubai', country: 'United Arab Emirates', lat: 25.2048, lon: 55.2708 },
  { city: 'London', country: 'United Kingdom', lat: 51.5072, lon: -0.1276 },
  { city: 'Singapore', country: 'Singapore', lat: 1.3521, lon: 103.8198 },
  { city: 'Toronto', country: 'Canada', lat: 43.6532, lon: -79.3832 },
];
const COLLEGES = [
  'IIT Bombay',
  'IIT Delhi',
  'IIT Madras',
  'NIT Trichy',
  'BITS Pilani',
  'Delhi University',
  'Mumbai University',
  'Anna University',
  'Jadavpur University',
  'AIIMS Delhi',
  'IIM Ahmedabad',
  'Christ University',
  'Manipal University',
  'Osmania University',
  "St. Xavier's College",
];
const WORKPLACES = [
  'Infosys',
  'Tata Consultancy Services',
  'Wipro',
  'HDFC Bank',
  'ICICI Bank',
  'Reliance Industries',
  'Apollo Hospitals',
  'Government of India',
  'Indian Railways',
  'State Bank of India',
  'Flipkart',
  'Zomato',
  'Larsen & Toubro',
  'Mahindra',
  'Own business',
  'Self-employed consultant',
  'Deloitte',
  'Accenture',
];
const HOBBIES = [
  'reading',
  'cooking',
  'travelling',
  'trekking',
  'classical music',
  'cricket',
  'badminton',
  'painting',
  'photography',
  'yoga',
  'dancing',
  'gardening',
  'volunteering',
  'cycling',
  'watching films',
  'learning languages',
];
const VALUES = [
  'honesty',
  'kindness',
  'respect for elders',
  'a sense of humour',
  'ambition',
  'patience',
  'curiosity',
  'family values',
];

function sentenceAboutMe(random: () => number, name: string, city: string, work: string): string {
  const [a, b, c] = [pick(random, HOBBIES), pick(random, HOBBIES), pick(random, HOBBIES)];
  return [
    `Hi, I am ${name}, living in ${city} and working at ${work}.`,
    `In my free time I enjoy ${a}, ${b} and ${c}, and I try to keep weekends for family and friends.`,
    `I value ${pick(random, VALUES)} and ${pick(random, VALUES)}, and I am looking for a partner who is warm, understanding and ready to grow together.`,
  ].join(' ');
}

function sentenceAboutFamily(random: () => number, city: string): string {
  return [
    `We are a close-knit family based in ${city}.`,
    `My parents have always encouraged us to study well, respect everyone and stay connected to our roots.`,
    `Festivals at home are loud, happy and full of ${pick(random, ['food', 'music', 'relatives', 'laughter'])}.`,
  ].join(' ');
}

function dobForAge(random: () => number, minAge: number, maxAge: number): string {
  const now = new Date();
  const age = minAge + Math.floor(random() * (maxAge - minAge + 1));
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${now.getUTCFullYear() - age - 1}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A generated member's background, drawn from its own stream seeded by the person (so adding it left every
 * other demo value as it was): most profiles are made by the member or a parent, most never married,
 * the mother tongue is the first language they speak, and about a third leave the community empty.
 */
function demoBackground(
  person: { gender: Gender; firstName: string; lastName: string },
  profile: { dob: string; religion: (typeof RELIGIONS)[number]; languages: readonly string[] },
): Background {
  let seed = 0;
  for (const ch of `${person.firstName}|${person.lastName}|${profile.dob}`) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
  const random = createRandom(seed);
  const parent: CreatedFor = person.gender === 'FEMALE' ? 'DAUGHTER' : 'SON';
  const sibling: CreatedFor = person.gender === 'FEMALE' ? 'SISTER' : 'BROTHER';
  const who = random();
  const createdFor: CreatedFor = who < 0.5 ? 'SELF' : who < 0.85 ? parent : who < 0.93 ? sibling : 'RELATIVE';
  const maritalStatus = random() < 0.85 ? 'NEVER_MARRIED' : pick(random, MARITAL_STATUSES.slice(1));
  const communities = COMMUNITIES[profile.religion];
  return {
    createdFor,
    maritalStatus,
    children: maritalStatus === 'NEVER_MARRIED' ? null : pick(random, CHILDREN),
    motherTongue: profile.languages[0] as MotherTongue,
    community: communities.length > 0 && random() < 0.7 ? pick(random, communities) : null,
    occupation: pick(random, OCCUPATIONS),
  };
}

/**
 * A generated member's horoscope, from a stream of its own (as the background's): about two in five give
 * one, with a birth time, most of them shared; the Moon is worked out from it as for any member.
 */
function demoHoroscope(person: { firstName: string; lastName: string }, dob: string): HoroscopeRequest | null {
  let seed = 7;
  for (const ch of `${person.lastName}|${person.firstName}|${dob}`) seed = (seed * 37 + ch.charCodeAt(0)) >>> 0;
  const random = createRandom(seed);
  if (random() >= 0.4) return null;
  const hour = String(Math.floor(random() * 24)).padStart(2, '0');
  const minute = String(Math.floor(random() * 60)).padStart(2, '0');
  return { birthTime: `${hour}:${minute}`, birthPlace: null, manglik: pick(random, MANGLIK), share: random() < 0.8 };
}

/** Where a generated member stands: most are live, some wait for review, a few are half-way. */
type Stage = 'published' | 'awaiting-review' | 'onboarding';

interface Person {
  id: string;
  gender: Gender;
  firstName: string;
  lastName: string;
  stage: Stage;
}

/** Sample documents are the same few pictures for everyone; drawing each once keeps the first start quick. */
const documentCache = new Map<string, Promise<Buffer>>();
function sampleDocument(title: string, random: () => number): Promise<Buffer> {
  const variant = `${title}-${Math.floor(random() * 3)}`;
  let image = documentCache.get(variant);
  if (!image) {
    image = drawDocument(title, random);
    documentCache.set(variant, image);
  }
  return image;
}

async function fillProfile(tx: Queryable, files: FileStore, random: () => number, person: Person): Promise<void> {
  const place = pick(random, PLACES);
  const workplace = pick(random, WORKPLACES);
  const slab = pick(random, INCOME_SLABS);
  const minAge = person.gender === 'MALE' ? 21 : 18;
  const onboardingDone = person.stage !== 'onboarding';
  const languages = [...new Set([pick(random, ONBOARDING_LANGUAGES), pick(random, ['HINDI', 'ENGLISH'] as const)])];
  const initials = `${person.firstName[0]}${person.lastName[0]}`;
  const degreeFile = onboardingDone
    ? await files.put('document', await sampleDocument('DEGREE CERTIFICATE', random), 'jpg')
    : null;
  const incomeFile =
    onboardingDone && slab.min !== null
      ? await files.put('document', await sampleDocument('INCOME PROOF', random), 'jpg')
      : null;

  // Every value is drawn in this order, so the same seed gives the same demo.
  const profile = {
    firstName: person.firstName,
    lastName: person.lastName,
    dob: dobForAge(random, minAge, 42),
    gender: person.gender,
    height: person.gender === 'MALE' ? 64 + Math.floor(random() * 12) : 58 + Math.floor(random() * 11),
    weight: person.gender === 'MALE' ? 60 + Math.floor(random() * 30) : 45 + Math.floor(random() * 25),
    smoking: pick(random, HABIT_FREQUENCIES),
    drinking: pick(random, HABIT_FREQUENCIES),
    food: pick(random, PROFILE_FOODS),
    pets: pick(random, PETS),
    religion: pick(random, RELIGIONS),
    religious: pick(random, RELIGIOUS_LEVELS),
    brothers: Math.floor(random() * 4),
    sisters: Math.floor(random() * 4),
    fathersOccupation: pick(random, FATHERS_OCCUPATIONS),
    mothersOccupation: pick(random, MOTHERS_OCCUPATIONS),
    languages,
    aboutMyFamily: sentenceAboutFamily(random, place.city),
    aboutMe: sentenceAboutMe(random, person.firstName, place.city, workplace),
    latitude: place.lat,
    longitude: place.lon,
    city: place.city,
    country: place.country,
    degree: pick(random, ONBOARDING_DEGREES),
    college: pick(random, COLLEGES),
    workplace,
    minIncome: slab.min,
    maxIncome: slab.max,
    degreeFile,
    incomeFile,
  };
  const publishedAt = person.stage === 'published' ? new Date(Date.now() - Math.floor(random() * 90) * DAY_MS) : null;
  if (person.stage !== 'published') random();

  const photos: string[] = [];
  const blurredPhotos: string[] = [];
  let verification: CompleteVerification | null = null;
  if (onboardingDone) {
    const count = 1 + Math.floor(random() * 3);
    let portrait: Buffer | null = null;
    for (let position = 0; position < count; position += 1) {
      const image = await drawAvatar({ random, gender: person.gender, initials });
      portrait ??= image;
      photos.push(await files.put('photo', image, 'jpg'));
      // Photo privacy: the blurred copy an upload stores beside each photo.
      blurredPhotos.push(await files.put('photo', await toBlurredJpeg(image), 'jpg'));
    }
    // The "selfie" is the first portrait again: an admin comparing the two sees the same person.
    const selfieFile = await files.put(
      'document',
      portrait ?? (await drawAvatar({ random, gender: person.gender, initials })),
      'jpg',
    );
    const idFile = await files.put('document', await sampleDocument('PAN CARD', random), 'jpg');
    verification = {
      phone: `9${String(Math.floor(random() * 1e9)).padStart(9, '0')}`,
      selfieFile,
      idType: 'PAN',
      idNumberMasked: `XXXXXX${1000 + Math.floor(random() * 8999)}X`,
      idFile,
      idAt: new Date(Date.now() - Math.floor(random() * 72) * HOUR_MS),
    };
  }
  await writeCompleteMembers(tx, [
    {
      id: person.id,
      profile,
      imagesDone: onboardingDone,
      professionDone: onboardingDone,
      publishedAt,
      verification,
      photos,
      blurredPhotos,
      background: demoBackground(person, profile),
    },
  ]);
  const horoscope = onboardingDone ? demoHoroscope(person, profile.dob) : null;
  if (horoscope) await saveHoroscope(tx, person.id, horoscope);
  if (!onboardingDone) await verificationRepository(tx).markEmailVerified(person.id, tx);
}

/**
 * The demo population: a verified, onboarded, published demo member;
 * a fresh member who must walk verification and onboarding; an admin; and
 * generated members varied across every enum with portrait-style avatars,
 * most published, some awaiting review with documents, a few half-way.
 */
export async function seedDemoMembers({ db, files, config, log, demoMembers }: SeedContext): Promise<void> {
  const users = usersRepository(db);
  const random = createRandom(20261122);
  const count = demoMembers ?? DEMO_POPULATION;

  const demoHash = await hashPassword(DEMO_MEMBER.password, config.passwordHashCost);
  const newHash = await hashPassword(NEW_MEMBER.password, config.passwordHashCost);
  const adminHash = await hashPassword(DEMO_ADMIN.password, config.passwordHashCost);

  await db.transaction(async (tx) => {
    const id = await users.create({ email: DEMO_MEMBER.email, passwordHash: demoHash, role: 'member' }, tx);
    if (!id) return;
    await fillProfile(tx, files, random, {
      id,
      gender: 'MALE',
      firstName: 'Arjun',
      lastName: 'Mehta',
      stage: 'published',
    });
  });
  await db.transaction((tx) => users.create({ email: NEW_MEMBER.email, passwordHash: newHash, role: 'member' }, tx));
  await db.transaction((tx) => users.create({ email: DEMO_ADMIN.email, passwordHash: adminHash, role: 'admin' }, tx));

  for (let index = 0; index < count; index += 1) {
    // Roughly even between women and men, a few of other genders.
    const roll = random();
    const gender: Gender = roll < 0.47 ? 'FEMALE' : roll < 0.94 ? 'MALE' : 'OTHER';
    const stageRoll = random();
    const stage: Stage = stageRoll < 0.85 ? 'published' : stageRoll < 0.95 ? 'awaiting-review' : 'onboarding';
    await db.transaction(async (tx) => {
      // Generated members have no password: they exist to be seen, not to log in.
      const id = await users.create(
        { email: `member${index + 1}@demo.matrimony.example`, passwordHash: null, role: 'member' },
        tx,
      );
      if (!id) return;
      await fillProfile(tx, files, random, {
        id,
        gender,
        firstName: pick(random, FIRST_NAMES[gender]),
        lastName: pick(random, LAST_NAMES),
        stage,
      });
    });
  }
  log(`seeded ${count} generated members and the demo accounts`);
}
