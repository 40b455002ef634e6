import { ADMIN_REQUEST_ID_HEADER, ADMIN_REQUEST_ID_VALUE, PRIVACY_NOTICE_VERSION } from '../../../contract/enums';
import { imageBytes } from './files';
import type { RunningServer } from './server';

/** Seeded accounts (server/seed/credentials.ts). */
export const ADMIN = { email: 'admin@matrimony.example', password: 'Admin@12345' } as const;
export const DEMO_MEMBER = { email: 'demo@matrimony.example', password: 'Demo@12345' } as const;
export const NEW_MEMBER = { email: 'new@matrimony.example', password: 'Demo@12345' } as const;

interface CallOptions {
  token?: string;
  admin?: boolean;
  json?: unknown;
  form?: FormData;
}

/**
 * The API as another client would use it, to prepare what a journey starts
 * from (members who already walked the steps another journey drives in the
 * browser). Every call must answer 200.
 */
export class Api {
  constructor(private readonly server: RunningServer) {}

  async call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = options.token;
    if (options.admin) headers[ADMIN_REQUEST_ID_HEADER] = ADMIN_REQUEST_ID_VALUE;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.server.baseUrl}/api${path}`, {
      method,
      headers,
      body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  }

  async login(email: string, password: string, admin = false): Promise<string> {
    const path = admin ? '/users/admin/login' : '/users/login';
    const { token } = await this.call<{ token: string }>('POST', path, { json: { userName: email, password }, admin });
    return token;
  }

  /** Registration answers the same for every email; the new member then logs in. */
  async register(email: string, password: string): Promise<string> {
    await this.call('POST', '/users/register', {
      json: { userName: email, password, consent: true, noticeVersion: PRIVACY_NOTICE_VERSION },
    });
    return this.login(email, password);
  }

  /** Email and phone OTP (codes from the outbox), a selfie and a PAN card. */
  async verify(token: string, email: string, phone: string, pan: string): Promise<void> {
    await this.call('PUT', '/verification/send-email-otp', { token });
    await this.call('PUT', '/verification/verify-email-otp', {
      token,
      json: { otp: this.server.latestCode(email, 'email') },
    });
    await this.call('PUT', '/verification/send-mobile-otp', { token, json: { phone, countryCode: '+91' } });
    await this.call('PUT', '/verification/verify-mobile-otp', {
      token,
      json: { otp: this.server.latestCode(`+91${phone}`, 'sms') },
    });
    const selfie = new FormData();
    selfie.append('document', jpeg(await imageBytes({ r: 200, g: 170, b: 150 })), 'selfie.jpg');
    await this.call('POST', '/verification/verify-image', { token, form: selfie });
    const identity = new FormData();
    identity.append('document', jpeg(await imageBytes({ r: 230, g: 230, b: 250 })), 'pan.jpg');
    identity.append('idNumber', pan);
    identity.append('idType', 'PAN');
    await this.call('POST', '/verification/verify-identity', { token, form: identity });
  }

  /** All onboarding steps (the spec's seven and the background) with the given person's answers. */
  async onboard(token: string, person: Person): Promise<void> {
    await this.call('PUT', '/profile/name', {
      token,
      json: { firstName: person.firstName, lastName: person.lastName },
    });
    await this.call('PUT', '/profile/basic-details', {
      token,
      json: { dob: person.dob, weight: 62, height: 66, gender: person.gender },
    });
    await this.call('PUT', '/profile/lifestyle-details', {
      token,
      json: {
        smoking: 'NEVER',
        drinking: 'NEVER',
        food: 'VEGETARIAN',
        pets: 'YES',
        religion: 'HINDU',
        religious: 'MODERATE',
      },
    });
    await this.call('PUT', '/profile/family-details', {
      token,
      json: {
        brothers: 1,
        sisters: 1,
        fathersOccupation: 'BUSINESS',
        mothersOccupation: 'GOVT SERVICE',
        aboutMyFamily: words(24, 'family'),
        languages: ['HINDI', 'ENGLISH'],
      },
    });
    await this.call('PUT', '/profile/about-me', {
      token,
      json: { aboutMe: person.aboutMe, latitude: 0, longitude: 0, city: person.city, country: person.country },
    });
    const photos = new FormData();
    photos.append('image0', jpeg(await imageBytes(person.colour)), 'photo0.jpg');
    await this.call('POST', '/profile/images', { token, form: photos });
    const profession = await professionForm('Pune Institute of Technology', 'Riverside Software');
    await this.call('POST', '/profile/profession', { token, form: profession });
    // The step after the spec's seven: who the profile is for, marital status, mother tongue.
    await this.call('PUT', '/profile/background', { token, json: person.background ?? DEFAULT_BACKGROUND });
  }

  /**
   * The admin publishes the member of that name (GET /profile/list, then
   * /profile/verify). Journeys use surnames the demo population does not, so
   * the name is unique.
   */
  async publish(firstName: string, lastName: string): Promise<string> {
    const token = await this.login(ADMIN.email, ADMIN.password, true);
    const list = await this.call<{ id: string; firstName: string | null; lastName: string | null }[]>(
      'GET',
      '/profile/list',
      {
        token,
        admin: true,
      },
    );
    const matches = list.filter((entry) => entry.firstName === firstName && entry.lastName === lastName);
    if (matches.length !== 1) throw new Error(`${matches.length} profiles named ${firstName} ${lastName} await review`);
    const [item] = matches;
    await this.call('GET', `/profile/verify?id=${encodeURIComponent(item.id)}`, { token, admin: true });
    return item.id;
  }

  /** Registers, verifies and onboards a member; published unless told otherwise. Answers the token. */
  async createMember(person: Person, options: { publish?: boolean } = {}): Promise<string> {
    const token = await this.register(person.email, person.password);
    await this.verify(token, person.email, person.phone, person.pan);
    await this.onboard(token, person);
    if (options.publish !== false) await this.publish(person.firstName, person.lastName);
    return token;
  }
}

export interface Person {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  gender: 'MALE' | 'FEMALE';
  dob: string;
  phone: string;
  pan: string;
  city: string;
  country: string;
  aboutMe: string;
  colour: { r: number; g: number; b: number };
  /** The background the onboarding's last step gives (PUT /profile/background); a member's own when absent. */
  background?: PersonBackground;
}

interface PersonBackground {
  createdFor: string;
  maritalStatus: string;
  children: string | null;
  motherTongue: string;
}

const DEFAULT_BACKGROUND: PersonBackground = {
  createdFor: 'SELF',
  maritalStatus: 'NEVER_MARRIED',
  children: null,
  motherTongue: 'HINDI',
};

export function jpeg(bytes: Buffer): Blob {
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

/** The profession step's form as a member fills it: BTech, 10-20 LPA, a degree certificate and income proof. */
export async function professionForm(college: string, workplace: string): Promise<FormData> {
  const form = new FormData();
  form.append('degreeFile', jpeg(await imageBytes({ r: 250, g: 250, b: 210 })), 'degree.jpg');
  form.append('incomeFile', jpeg(await imageBytes({ r: 210, g: 250, b: 210 })), 'income.jpg');
  form.append('degree', 'BTech');
  form.append('minIncome', '10');
  form.append('maxIncome', '20');
  form.append('college', college);
  form.append('workplace', workplace);
  return form;
}

/** Text of exactly `count` words, for the word minimums of spec 5. */
export function words(count: number, topic: string): string {
  const pool =
    `we value honesty kindness laughter long walks good food music books travel ${topic} time together and shared plans for a happy home`.split(
      ' ',
    );
  return Array.from({ length: count }, (_, i) => pool[i % pool.length]).join(' ');
}
