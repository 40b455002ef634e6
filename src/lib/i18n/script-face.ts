import type { Language } from '../../../contract/languages';

/** The self-hosted face each language's script is drawn with (src/app/scripts.css), and a letter of it. */
const SCRIPT_FACES: Partial<Record<Language, { family: string; letter: string }>> = {
  hi: { family: 'Noto Sans Devanagari', letter: 'ह' },
  ta: { family: 'Noto Sans Tamil', letter: 'த' },
};

/** A face slower than this does not hold the switch up: the text shows in a stand-in and swaps when it comes. */
const LONGEST_WAIT_MS = 3000;

/**
 * Fetches the face of a language's script before the app draws in it (as it starts, and when the member
 * switches). Text drawn while its face is still on its way shows in a stand-in, and Chromium left some of it so
 * after the face came: on a device with no Devanagari or Tamil font of its own, a button's label, a form's
 * label or a progress line stayed in empty boxes. With the face in first, the page is drawn once, right. Where
 * the face is already in (a landing page preloads it), this costs nothing.
 */
export async function loadScriptFace(language: Language): Promise<void> {
  const face = SCRIPT_FACES[language];
  if (!face || typeof document === 'undefined' || !('fonts' in document)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    document.fonts.load(`1em "${face.family}"`, face.letter).catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, LONGEST_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}
