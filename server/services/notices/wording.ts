/**
 * Every word a member reads in a notice: the bell's items, the emails (subject, body, footer) and the pushes
 * (which take the email's subject as title and its lines as body), and the unsubscribe page. Keyed by
 * language: WORDING's type asks every language of contract/languages.ts to say everything English says.
 * Product words: match = मैच / பொருத்தம், accept = स्वीकार / ஏற்பு, suggestion = सुझाव / பரிந்துரை.
 */
import { REFUSAL_REASONS, type RefusalReason } from '../../../contract/enums';
import { LANGUAGES, type Language } from '../../../contract/languages';
import { EMAIL_KIND_LABELS, type EmailKind, type NoticeKind } from '../../../contract/notices';
import { REFUSAL_TEXTS_BY_LANGUAGE } from '../../../contract/refusal-texts';

/** What an email (or a push) says before the footer. */
export interface MailWords {
  subject: string;
  /** The body's lines before the footer; a push shows them as its body. */
  lines: string[];
}

/** What a bell item's text may name, as stored with it. */
export interface BellFacts {
  /** The other member's first name. */
  name: string | null;
  /** Unread messages in the chat. */
  count: number;
  /** A refusal's reasons and note in one line. */
  reason: string | null;
  /** A missed call was a video call (else voice). */
  video: boolean;
}

/** What an email may name, as the outbox worker read it when sending. */
export interface MailFacts {
  /** The other member's first name. */
  name: string | null;
  /** Unread messages in the chat. */
  unread: number;
  /** Suggestions waiting. */
  waiting: number;
  /** A refusal's reasons in plain words, and staff's note. */
  reasons: readonly string[];
  note: string | null;
  /** A missed call was a video call (else voice). */
  video: boolean;
}

interface NoticeWords {
  /** The bell's item of each kind. */
  bell: Record<NoticeKind, (facts: BellFacts) => string>;
  /** The email (and push) of each kind. */
  mail: Record<NoticeKind, (facts: MailFacts) => MailWords>;
  /** The push that rings a member with no tab open (a call is never emailed). */
  ring: (facts: MailFacts) => MailWords;
  /** What a kind of email is called where a member turns it off. */
  emailKinds: Record<EmailKind, string>;
  email: {
    greeting(firstName: string | null): string;
    open(url: string): string;
    footer(kindLabel: string, unsubscribeUrl: string): string[];
  };
  unsubscribe: {
    ask(kindLabel: string): string;
    button: string;
    done(kindLabel: string): string;
    doneBody: string;
    settingsHint: string;
    settingsLink: string;
  };
}

function someone(name: string | null | undefined): string {
  return name?.trim() || 'A member';
}

const en: NoticeWords = {
  bell: {
    match: ({ name }) =>
      name ? `It's a match! You and ${name} both said yes. Say hello.` : "It's a match! Say hello.",
    request: ({ name }) => `${name ?? 'Someone'} accepted your profile. Answer their request in Activity.`,
    message: ({ count, name }) =>
      count > 1 ? `${count} new messages from ${name ?? 'your match'}.` : `New message from ${name ?? 'your match'}.`,
    published: () => 'Your profile is published. Your suggestions are waiting on Home.',
    refused: ({ reason }) =>
      reason
        ? `Your profile was not published: ${reason}`
        : 'Your profile was not published. Please check it and try again.',
    suggestions: () => 'New suggestions are waiting for you.',
    missedCall: ({ name, video }) => `Missed ${video ? 'video' : 'voice'} call from ${name ?? 'your match'}.`,
  },
  mail: {
    match: ({ name }) => ({
      subject: `It's a match: ${someone(name)} said yes too`,
      lines: [`${someone(name)} and you are interested in each other. You can now chat.`],
    }),
    request: ({ name }) => ({
      subject: `${someone(name)} is interested in you`,
      lines: [`${someone(name)} accepted your profile. Answer their request in Activity.`],
    }),
    message: ({ unread, name }) => ({
      subject: `New message from ${someone(name)}`,
      lines: [`You have ${unread} unread ${unread === 1 ? 'message' : 'messages'} from ${someone(name)}.`],
    }),
    published: () => ({
      subject: 'Your profile is published',
      lines: ['Our team checked your profile and published it. Members can now see it among their suggestions.'],
    }),
    refused: ({ reasons, note }) => ({
      subject: 'Your profile needs changes before it is published',
      lines: [
        'Our team checked your profile and could not publish it yet, for these reasons:',
        ...reasons.map((reason) => `- ${reason}`),
        ...(note ? ['', `Note from our team: ${note}`] : []),
      ],
    }),
    suggestions: ({ waiting }) => ({
      subject: `${waiting} new ${waiting === 1 ? 'suggestion is' : 'suggestions are'} waiting for you`,
      lines: [`${waiting} ${waiting === 1 ? 'profile was' : 'profiles were'} suggested to you this week.`],
    }),
    missedCall: ({ name, video }) => ({
      subject: `Missed ${video ? 'video' : 'voice'} call from ${someone(name)}`,
      lines: [`${someone(name)} called you. Open your chat to call back.`],
    }),
  },
  ring: ({ name, video }) => ({
    subject: `${someone(name)} is calling you`,
    lines: [`${video ? 'Video' : 'Voice'} call. Open the app to answer.`],
  }),
  emailKinds: EMAIL_KIND_LABELS,
  email: {
    greeting: (firstName) => `Hello ${firstName?.trim() || 'there'},`,
    open: (url) => `Open: ${url}`,
    footer: (label, unsubscribe) => [
      `You receive "${label}" emails because they are turned on in the Notifications section of your profile.`,
      `Turn them off with one click: ${unsubscribe}`,
    ],
  },
  unsubscribe: {
    ask: (label) => `Turn off "${label}" emails?`,
    button: 'Turn off these emails',
    done: (label) => `"${label}" emails are turned off`,
    doneBody: 'You will not receive these emails any more.',
    settingsHint: 'You can turn any kind of email on or off in the Notifications section of your profile:',
    settingsLink: 'open my profile',
  },
};

/** Numbers in a notice, written for the language with Latin digits (as the app writes them). */
function numberIn(language: Language): (value: number) => string {
  const locale = LANGUAGES.find((entry) => entry.code === language)?.locale ?? 'en-IN';
  const format = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
  return (value) => format.format(value);
}

const hiNumber = numberIn('hi');

function someoneHi(name: string | null | undefined): string {
  return name?.trim() || 'एक सदस्य';
}

const hi: NoticeWords = {
  bell: {
    match: ({ name }) =>
      name ? `${name} और आपका मैच हो गया है! आप दोनों ने हाँ कहा है। अब बात शुरू कीजिए।` : 'आपका नया मैच है! अब बात शुरू कीजिए।',
    request: ({ name }) => `${name ?? 'किसी'} ने आपकी प्रोफ़ाइल स्वीकार की है। गतिविधि में उनके अनुरोध का जवाब दीजिए।`,
    message: ({ count, name }) =>
      count > 1 ? `${name ?? 'आपके मैच'} से ${hiNumber(count)} नए संदेश आए हैं।` : `${name ?? 'आपके मैच'} से नया संदेश आया है।`,
    published: () => 'आपकी प्रोफ़ाइल प्रकाशित हो गई है। आपके सुझाव होम पर आपका इंतज़ार कर रहे हैं।',
    refused: ({ reason }) =>
      reason
        ? `आपकी प्रोफ़ाइल प्रकाशित नहीं हो सकी: ${reason}`
        : 'आपकी प्रोफ़ाइल प्रकाशित नहीं हो सकी। कृपया उसे जाँचकर फिर से भेजिए।',
    suggestions: () => 'आपके लिए नए सुझाव तैयार हैं।',
    missedCall: ({ name, video }) => `${name ?? 'आपके मैच'} की ${video ? 'वीडियो' : 'वॉइस'} कॉल छूट गई।`,
  },
  mail: {
    match: ({ name }) => ({
      subject: `मैच हो गया: ${someoneHi(name)} ने भी हाँ कहा`,
      lines: [`${someoneHi(name)} और आप, दोनों एक-दूसरे में रुचि रखते हैं। अब आप चैट कर सकते हैं।`],
    }),
    request: ({ name }) => ({
      subject: `${someoneHi(name)} ने आपमें रुचि दिखाई है`,
      lines: [`${someoneHi(name)} ने आपकी प्रोफ़ाइल स्वीकार की है। गतिविधि में उनके अनुरोध का जवाब दीजिए।`],
    }),
    message: ({ unread, name }) => ({
      subject: `${someoneHi(name)} का नया संदेश`,
      lines: [
        unread === 1
          ? `${someoneHi(name)} का एक संदेश अभी पढ़ना बाकी है।`
          : `${someoneHi(name)} के ${hiNumber(unread)} संदेश अभी पढ़ने बाकी हैं।`,
      ],
    }),
    published: () => ({
      subject: 'आपकी प्रोफ़ाइल प्रकाशित हो गई है',
      lines: ['हमारी टीम ने आपकी प्रोफ़ाइल जाँचकर प्रकाशित कर दी है। अब यह दूसरे सदस्यों को उनके सुझावों में दिखेगी।'],
    }),
    refused: ({ reasons, note }) => ({
      subject: 'प्रकाशित होने से पहले आपकी प्रोफ़ाइल में कुछ बदलाव ज़रूरी हैं',
      lines: [
        'हमारी टीम ने आपकी प्रोफ़ाइल जाँची, पर इन कारणों से अभी इसे प्रकाशित नहीं कर सकी:',
        ...reasons.map((reason) => `- ${reason}`),
        ...(note ? ['', `हमारी टीम की टिप्पणी: ${note}`] : []),
      ],
    }),
    suggestions: ({ waiting }) => ({
      subject:
        waiting === 1 ? 'आपके लिए एक नया सुझाव इंतज़ार कर रहा है' : `आपके लिए ${hiNumber(waiting)} नए सुझाव इंतज़ार कर रहे हैं`,
      lines: [waiting === 1 ? 'इस हफ़्ते आपको एक प्रोफ़ाइल सुझाई गई।' : `इस हफ़्ते आपको ${hiNumber(waiting)} प्रोफ़ाइल सुझाई गईं।`],
    }),
    missedCall: ({ name, video }) => ({
      subject: `${name ?? 'किसी सदस्य'} की ${video ? 'वीडियो' : 'वॉइस'} कॉल छूट गई`,
      lines: [`${name ?? 'किसी सदस्य'} ने आपको कॉल किया था। वापस कॉल करने के लिए अपनी चैट खोलें।`],
    }),
  },
  ring: ({ name, video }) => ({
    subject: `${name ?? 'एक सदस्य'} आपको कॉल कर रहे हैं`,
    lines: [`${video ? 'वीडियो' : 'वॉइस'} कॉल। जवाब देने के लिए ऐप खोलें।`],
  }),
  emailKinds: {
    match: 'नया मैच',
    accepted: 'किसी ने आपको स्वीकार किया',
    message: 'बिना पढ़े संदेश',
    review: 'प्रोफ़ाइल प्रकाशित या अस्वीकार',
    digest: 'सुझावों का साप्ताहिक सारांश',
  },
  email: {
    greeting: (firstName) => (firstName?.trim() ? `नमस्ते ${firstName.trim()} जी,` : 'नमस्ते,'),
    open: (url) => `खोलें: ${url}`,
    footer: (label, unsubscribe) => [
      `आपको "${label}" ईमेल इसलिए मिलते हैं क्योंकि आपकी प्रोफ़ाइल के सूचनाएँ भाग में ये चालू हैं।`,
      `इन्हें एक क्लिक में बंद करें: ${unsubscribe}`,
    ],
  },
  unsubscribe: {
    ask: (label) => `"${label}" ईमेल बंद करें?`,
    button: 'ये ईमेल बंद करें',
    done: (label) => `"${label}" ईमेल बंद कर दिए गए हैं`,
    doneBody: 'अब आपको ये ईमेल नहीं मिलेंगे।',
    settingsHint: 'आप अपनी प्रोफ़ाइल के सूचनाएँ भाग में किसी भी तरह के ईमेल चालू या बंद कर सकते हैं:',
    settingsLink: 'मेरी प्रोफ़ाइल खोलें',
  },
};

const taNumber = numberIn('ta');

/** A member named in a Tamil sentence: the name with the polite அவர்கள், or "a member". */
function someoneTa(name: string | null | undefined): string {
  return name?.trim() ? `${name.trim()} அவர்கள்` : 'ஒரு உறுப்பினர்';
}

const ta: NoticeWords = {
  bell: {
    match: ({ name }) =>
      name
        ? `புதிய பொருத்தம்! ${name} அவர்களும் நீங்களும் ஒருவரை ஒருவர் ஏற்றுக்கொண்டீர்கள். வணக்கம் சொல்லுங்கள்.`
        : 'புதிய பொருத்தம்! வணக்கம் சொல்லுங்கள்.',
    request: ({ name }) =>
      `${name ? someoneTa(name) : 'ஒருவர்'} உங்கள் சுயவிவரத்தை ஏற்றுக்கொண்டார். செயல்பாடு பக்கத்தில் அவரது கோரிக்கைக்குப் பதில் அளியுங்கள்.`,
    message: ({ count, name }) => {
      const from = name ? `${name} அவர்களிடமிருந்து` : 'உங்கள் பொருத்தத்திடமிருந்து';
      return count > 1 ? `${from} ${taNumber(count)} புதிய செய்திகள்.` : `${from} ஒரு புதிய செய்தி.`;
    },
    published: () => 'உங்கள் சுயவிவரம் வெளியிடப்பட்டது. உங்களுக்கான பரிந்துரைகள் முகப்பில் காத்திருக்கின்றன.',
    refused: ({ reason }) =>
      reason
        ? `உங்கள் சுயவிவரம் வெளியிடப்படவில்லை: ${reason}`
        : 'உங்கள் சுயவிவரம் வெளியிடப்படவில்லை. தயவுசெய்து அதைச் சரிபார்த்து மீண்டும் அனுப்புங்கள்.',
    suggestions: () => 'உங்களுக்காகப் புதிய பரிந்துரைகள் காத்திருக்கின்றன.',
    missedCall: ({ name, video }) => `${name ?? 'உங்கள் பொருத்தம்'} அழைத்த ${video ? 'வீடியோ' : 'குரல்'} அழைப்பைத் தவறவிட்டீர்கள்.`,
  },
  mail: {
    match: ({ name }) => ({
      subject: `புதிய பொருத்தம்: ${someoneTa(name)} உங்களை ஏற்றுக்கொண்டார்`,
      lines: ['நீங்கள் இருவரும் ஒருவரை ஒருவர் ஏற்றுக்கொண்டீர்கள். இப்போது நீங்கள் உரையாடலாம்.'],
    }),
    request: ({ name }) => ({
      subject: `${someoneTa(name)} உங்கள் மீது ஆர்வம் காட்டியுள்ளார்`,
      lines: [`${someoneTa(name)} உங்கள் சுயவிவரத்தை ஏற்றுக்கொண்டார். செயல்பாடு பக்கத்தில் அவரது கோரிக்கைக்குப் பதில் அளியுங்கள்.`],
    }),
    message: ({ unread, name }) => ({
      subject: `${someoneTa(name)} அனுப்பிய புதிய செய்தி`,
      lines: [
        unread === 1
          ? `${someoneTa(name)} அனுப்பிய ஒரு செய்தியை நீங்கள் இன்னும் படிக்கவில்லை.`
          : `${someoneTa(name)} அனுப்பிய ${taNumber(unread)} செய்திகளை நீங்கள் இன்னும் படிக்கவில்லை.`,
      ],
    }),
    published: () => ({
      subject: 'உங்கள் சுயவிவரம் வெளியிடப்பட்டது',
      lines: [
        'எங்கள் குழு உங்கள் சுயவிவரத்தைச் சரிபார்த்து வெளியிட்டுள்ளது. இனி மற்ற உறுப்பினர்கள் தங்கள் பரிந்துரைகளில் அதைப் பார்க்கலாம்.',
      ],
    }),
    refused: ({ reasons, note }) => ({
      subject: 'வெளியிடும் முன் உங்கள் சுயவிவரத்தில் சில மாற்றங்கள் தேவை',
      lines: [
        'எங்கள் குழு உங்கள் சுயவிவரத்தைச் சரிபார்த்தது; பின்வரும் காரணங்களால் அதை இன்னும் வெளியிட முடியவில்லை:',
        ...reasons.map((reason) => `- ${reason}`),
        ...(note ? ['', `எங்கள் குழுவின் குறிப்பு: ${note}`] : []),
      ],
    }),
    suggestions: ({ waiting }) => ({
      subject:
        waiting === 1
          ? 'ஒரு புதிய பரிந்துரை உங்களுக்காகக் காத்திருக்கிறது'
          : `${taNumber(waiting)} புதிய பரிந்துரைகள் உங்களுக்காகக் காத்திருக்கின்றன`,
      lines: [
        waiting === 1
          ? 'இந்த வாரம் உங்களுக்கு ஒரு சுயவிவரம் பரிந்துரைக்கப்பட்டது.'
          : `இந்த வாரம் உங்களுக்கு ${taNumber(waiting)} சுயவிவரங்கள் பரிந்துரைக்கப்பட்டன.`,
      ],
    }),
    missedCall: ({ name, video }) => ({
      subject: `${name ?? 'ஒரு உறுப்பினர்'} அழைத்த ${video ? 'வீடியோ' : 'குரல்'} அழைப்பைத் தவறவிட்டீர்கள்`,
      lines: [`${name ?? 'ஒரு உறுப்பினர்'} உங்களை அழைத்தார். திரும்ப அழைக்க உங்கள் உரையாடலைத் திறக்கவும்.`],
    }),
  },
  ring: ({ name, video }) => ({
    subject: `${name ?? 'ஒரு உறுப்பினர்'} உங்களை அழைக்கிறார்`,
    lines: [`${video ? 'வீடியோ' : 'குரல்'} அழைப்பு. பதில் அளிக்க செயலியைத் திறக்கவும்.`],
  }),
  emailKinds: {
    match: 'புதிய பொருத்தம்',
    accepted: 'ஒருவர் உங்களை ஏற்றுக்கொண்டார்',
    message: 'படிக்காத செய்திகள்',
    review: 'சுயவிவரம் வெளியீடு அல்லது நிராகரிப்பு',
    digest: 'வாராந்திரப் பரிந்துரைச் சுருக்கம்',
  },
  email: {
    greeting: (firstName) => (firstName?.trim() ? `வணக்கம் ${firstName.trim()},` : 'வணக்கம்,'),
    open: (url) => `திறக்க: ${url}`,
    footer: (label, unsubscribe) => [
      `உங்கள் சுயவிவரத்தின் அறிவிப்புகள் பகுதியில் "${label}" மின்னஞ்சல்கள் இயக்கத்தில் உள்ளதால் இவை உங்களுக்கு வருகின்றன.`,
      `ஒரே கிளிக்கில் இவற்றை நிறுத்த: ${unsubscribe}`,
    ],
  },
  unsubscribe: {
    ask: (label) => `"${label}" மின்னஞ்சல்களை நிறுத்தவா?`,
    button: 'இந்த மின்னஞ்சல்களை நிறுத்துங்கள்',
    done: (label) => `"${label}" மின்னஞ்சல்கள் நிறுத்தப்பட்டன`,
    doneBody: 'இனி இந்த மின்னஞ்சல்கள் உங்களுக்கு வராது.',
    settingsHint: 'உங்கள் சுயவிவரத்தின் அறிவிப்புகள் பகுதியில் எந்த வகை மின்னஞ்சலையும் இயக்கலாம் அல்லது நிறுத்தலாம்:',
    settingsLink: 'என் சுயவிவரத்தைத் திறக்க',
  },
};

/** The languages notices are written in: every language the product speaks, each complete. */
const WORDING: Record<Language, NoticeWords> = { en, hi, ta };
export type NoticeLanguage = Language;

/** The words of one language. */
export function wordsFor(language: NoticeLanguage): NoticeWords {
  return WORDING[language] ?? WORDING.en;
}

/**
 * A refusal's reason as the member reads it: a reason code (contract REFUSAL_REASONS) in their language; any
 * other text (a refusal told before reasons were kept as codes) as it was written.
 */
export function refusalText(reason: string, language: NoticeLanguage): string {
  return (REFUSAL_REASONS as readonly string[]).includes(reason)
    ? REFUSAL_TEXTS_BY_LANGUAGE[language][reason as RefusalReason]
    : reason;
}

/** What the bell and the live event say of a refusal: each reason, then staff's note. */
export function refusalSummary(reasons: readonly string[], note: string | null, language: NoticeLanguage): string {
  return [...reasons.map((reason) => refusalText(reason, language)), ...(note ? [note] : [])].join(' ');
}
