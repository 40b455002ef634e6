/**
 * What each refusal reason asks of the member, in each language the product speaks: English is REFUSAL_TEXTS
 * (contract/enums.ts, unchanged); the refusal's email, its bell item and its live event say the reasons in the
 * member's language from here.
 */
import { REFUSAL_TEXTS, type RefusalReason } from './enums';
import type { Language } from './languages';

export const REFUSAL_TEXTS_BY_LANGUAGE: Record<Language, Record<RefusalReason, string>> = {
  en: REFUSAL_TEXTS,
  hi: {
    SELFIE_UNCLEAR: 'आपकी सेल्फ़ी में आपका चेहरा साफ़ नहीं दिख रहा। कृपया नई सेल्फ़ी लीजिए।',
    FACE_MISMATCH: 'आपकी सेल्फ़ी का चेहरा आपकी प्रोफ़ाइल फ़ोटो वाले व्यक्ति से मेल नहीं खाता। कृपया नई सेल्फ़ी लीजिए।',
    DOCUMENT_UNREADABLE: 'हम आपका पहचान पत्र पढ़ नहीं पाए। कृपया उसकी नई फ़ोटो अपलोड कीजिए।',
    DOCUMENT_NUMBER_MISMATCH:
      'आपके पहचान पत्र पर लिखा नंबर आपके टाइप किए नंबर से अलग है। कृपया नंबर जाँचकर पहचान पत्र फिर से अपलोड कीजिए।',
    DOCUMENT_NOT_OWN: 'यह पहचान पत्र आपका नहीं लगता। कृपया अपना पैन कार्ड या पासपोर्ट अपलोड कीजिए।',
    PHOTO_NOT_OWN: 'आपकी कुछ प्रोफ़ाइल फ़ोटो आपकी नहीं लगतीं। कृपया अपनी ही फ़ोटो अपलोड कीजिए।',
    OTHER: 'हमारी टीम को आपसे कुछ और चाहिए; कृपया उनकी टिप्पणी पढ़िए।',
  },
  ta: {
    SELFIE_UNCLEAR: 'உங்கள் செல்ஃபியில் உங்கள் முகம் தெளிவாகத் தெரியவில்லை. தயவுசெய்து புதிய செல்ஃபி எடுங்கள்.',
    FACE_MISMATCH: 'உங்கள் செல்ஃபியில் உள்ள முகம், சுயவிவரப் புகைப்படங்களில் உள்ளவரைப் போல் இல்லை. தயவுசெய்து புதிய செல்ஃபி எடுங்கள்.',
    DOCUMENT_UNREADABLE: 'உங்கள் அடையாள ஆவணத்தை எங்களால் படிக்க முடியவில்லை. தயவுசெய்து அதன் புதிய படத்தைப் பதிவேற்றுங்கள்.',
    DOCUMENT_NUMBER_MISMATCH:
      'அடையாள ஆவணத்தில் உள்ள எண்ணும் நீங்கள் தட்டச்சு செய்த எண்ணும் வேறுபடுகின்றன. எண்ணைச் சரிபார்த்து ஆவணத்தை மீண்டும் பதிவேற்றுங்கள்.',
    DOCUMENT_NOT_OWN:
      'இந்த அடையாள ஆவணம் உங்களுடையதாகத் தெரியவில்லை. தயவுசெய்து உங்கள் சொந்த PAN அட்டை அல்லது கடவுச்சீட்டைப் பதிவேற்றுங்கள்.',
    PHOTO_NOT_OWN:
      'உங்கள் சுயவிவரப் புகைப்படங்களில் சில உங்களுடையவையாகத் தெரியவில்லை. தயவுசெய்து உங்கள் சொந்தப் புகைப்படங்களைப் பதிவேற்றுங்கள்.',
    OTHER: 'எங்கள் குழுவுக்கு உங்களிடமிருந்து வேறு ஒன்று தேவை; தயவுசெய்து அவர்களின் குறிப்பைப் படியுங்கள்.',
  },
};
