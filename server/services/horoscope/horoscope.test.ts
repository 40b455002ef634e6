import { describe, expect, it } from 'vitest';
import { NAKSHATRAS, RASHIS } from '../../../contract/horoscope';
import { ashtakoota } from './ashtakoota';
import { lahiriAyanamsa, localToUtc, moonPlace, nakshatrasOfDay, timeZoneAt } from './moon';

const scoreOf = (match: ReturnType<typeof ashtakoota>, name: string) =>
  match.kootas.find((k) => k.name === name)?.score;

describe('the Moon at birth', () => {
  it('gives the Lahiri ayanamsa the Indian Calendar Reform Committee fixed: 23 deg 15 min 00 sec on 21 March 1956', () => {
    expect(lahiriAyanamsa(new Date('1956-03-21T00:00:00Z'))).toBeCloseTo(23.25, 2);
  });

  it('places the Moon of a published horoscope: Ashlesha, second pada, Karka', () => {
    // Astro-Vision "LifeSign" sample horoscope (docslib.org/doc/791254): a girl born on 6 December 1990,
    // 12 ghati 32 vighati after sunset (about 22:56 in India), "Second Pada of Star Ashlesha", Moon in Karkata,
    // Krishnapaksha Shashti. The pada lasts about six hours, so the city within India does not change it.
    const at = localToUtc('1990-12-06', '22:56', timeZoneAt(19.076, 72.8777));
    expect(at.toISOString()).toBe('1990-12-06T17:26:00.000Z');
    expect(moonPlace(at)).toMatchObject({ rashi: 'KARKA', nakshatra: 'ASHLESHA', pada: 2 });
  });

  it('reads the birth time in the zone of the birth place, summer time included', () => {
    expect(timeZoneAt(51.5072, -0.1276)).toBe('Europe/London');
    expect(localToUtc('1990-07-01', '10:00', 'Europe/London').toISOString()).toBe('1990-07-01T09:00:00.000Z');
    expect(localToUtc('1990-12-01', '10:00', 'Europe/London').toISOString()).toBe('1990-12-01T10:00:00.000Z');
    expect(localToUtc('1990-12-01', '10:00', 'Asia/Kolkata').toISOString()).toBe('1990-12-01T04:30:00.000Z');
  });

  it('without a birth time, names the one or two mansions the Moon passes through that day', () => {
    const day = nakshatrasOfDay('1990-12-06', 'Asia/Kolkata');
    expect(day).toContain('ASHLESHA');
    expect(day.length).toBeGreaterThanOrEqual(1);
    expect(day.length).toBeLessThanOrEqual(2);
  });
});

describe('Ashtakoota', () => {
  const ashwini = { rashi: 'MESHA', nakshatra: 'ASHWINI', longitude: 5 } as const;

  it('scores the same birth star in full but for nadi: 28 of 36', () => {
    const match = ashtakoota(ashwini, ashwini);
    expect(match.kootas).toEqual([
      { name: 'VARNA', score: 1, max: 1 },
      { name: 'VASHYA', score: 2, max: 2 },
      { name: 'TARA', score: 3, max: 3 },
      { name: 'YONI', score: 4, max: 4 },
      { name: 'GRAHA_MAITRI', score: 5, max: 5 },
      { name: 'GANA', score: 6, max: 6 },
      { name: 'BHAKOOT', score: 7, max: 7 },
      { name: 'NADI', score: 0, max: 8 },
    ]);
    expect(match).toMatchObject({ total: 28, max: 36 });
  });

  it('follows the published yoni and gana tables', () => {
    // Yoni (freehoroscopesonline.in, "The Yoni Koota"): Ashwini is the horse, Hasta the buffalo, sworn
    // enemies: 0; Ashwini and Shatabhisha are both the horse: 4.
    const hasta = { rashi: 'KANYA', nakshatra: 'HASTA', longitude: 165 } as const;
    const shatabhisha = { rashi: 'KUMBHA', nakshatra: 'SHATABHISHA', longitude: 310 } as const;
    expect(scoreOf(ashtakoota(ashwini, hasta), 'YONI')).toBe(0);
    expect(scoreOf(ashtakoota(ashwini, shatabhisha), 'YONI')).toBe(4);
    // Gana ("Gana, Nadi, Bhakuta", scribd 268021076): deva and rakshasa 0 (Ashwini deva, Shatabhisha rakshasa),
    // deva and manushya 5 (Bharani manushya).
    const bharani = { rashi: 'MESHA', nakshatra: 'BHARANI', longitude: 20 } as const;
    expect(scoreOf(ashtakoota(ashwini, shatabhisha), 'GANA')).toBe(0);
    expect(scoreOf(ashtakoota(ashwini, bharani), 'GANA')).toBe(5);
    // Bhakoot: Mesha and Kanya are 6/8 apart: 0. Nadi: Ashwini and Hasta are both adi: 0; Bharani madhya: 8.
    expect(scoreOf(ashtakoota(ashwini, hasta), 'BHAKOOT')).toBe(0);
    expect(scoreOf(ashtakoota(ashwini, hasta), 'NADI')).toBe(0);
    expect(scoreOf(ashtakoota(ashwini, bharani), 'NADI')).toBe(8);
  });

  it("scores varna the groom's way: a Brahmin sign's bride with a Shudra sign's groom gets nothing, the reverse 1", () => {
    const karka = { rashi: 'KARKA', nakshatra: 'PUSHYA', longitude: 100 } as const;
    const mithuna = { rashi: 'MITHUNA', nakshatra: 'ARDRA', longitude: 70 } as const;
    expect(scoreOf(ashtakoota(karka, mithuna), 'VARNA')).toBe(0);
    expect(scoreOf(ashtakoota(mithuna, karka), 'VARNA')).toBe(1);
  });

  it('keeps every koota within its most and the total within 36 for every pair of mansions', () => {
    for (let b = 0; b < 108; b++) {
      for (let g = 0; g < 108; g += 7) {
        const at = (pada: number) => moonPlaceAt(pada * (360 / 108) + 1);
        const match = ashtakoota(at(b), at(g));
        for (const k of match.kootas) expect(k.score).toBeLessThanOrEqual(k.max);
        expect(match.total).toBe(match.kootas.reduce((s, k) => s + k.score, 0));
        expect(match.total).toBeLessThanOrEqual(36);
      }
    }
  });
});

/** A Moon at this sidereal longitude, as moonPlace names it. */
function moonPlaceAt(longitude: number) {
  return {
    rashi: RASHIS[Math.floor(longitude / 30)]!,
    nakshatra: NAKSHATRAS[Math.floor(longitude / (360 / 27))]!,
    longitude,
  };
}
