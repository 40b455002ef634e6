import { describe, expect, it } from 'vitest';
import { romanize, scriptOf } from './script';
import { normalizeText } from './text';

describe('questions in Devanagari and Tamil script', () => {
  it('reads Devanagari Hindi as members type Hinglish', () => {
    expect(normalizeText('मेरा प्रोफाइल कब लाइव होगा?')).toBe('mera profile kab live hoga');
    expect(normalizeText('लड़की की कम से कम उम्र क्या है')).toBe('ladki ki kam se kam umr kya hai');
    expect(normalizeText('पासवर्ड भूल गया, ओटीपी नहीं आया')).toBe('password bhul gaya otp nahi aaya');
  });

  it('reads English product words and Hindi topic words as the English ones', () => {
    expect(normalizeText('क्या यह मुफ्त है')).toBe('kya yah free hai');
    expect(normalizeText('पैन कार्ड क्यों चाहिए')).toBe('pan card kyu chahiye');
  });

  it('reads Tamil words by their stem, whatever case ending they carry', () => {
    expect(normalizeText('என் ப்ரொஃபைலை')).toBe('my profile');
    expect(normalizeText('ப்ரொஃபைல்களில்')).toBe('profile');
    expect(normalizeText('எத்தனை புகைப்படங்கள்')).toBe('how many photo');
    expect(normalizeText('கடவுச்சொல் மறந்துவிட்டது')).toBe('password forgot');
  });

  it('leaves Latin text as it is and tells the scripts apart', () => {
    expect(romanize('how do i verify my email')).toBe('how do i verify my email');
    expect(scriptOf('मेरा प्रोफाइल')).toBe('devanagari');
    expect(scriptOf('OTP வரவில்லை')).toBe('tamil');
    expect(scriptOf('otp nahi aaya')).toBe('latin');
  });
});
