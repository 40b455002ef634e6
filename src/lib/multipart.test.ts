import { describe, expect, it } from 'vitest';
import { encodeFormData, encodeJson, encodeSection, formatDateMDY, type EncodableField } from './multipart';

function entries(form: FormData): Array<[string, string]> {
  return [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${value.name}`]);
}

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('encodeSection (spec 7, profile-page edits)', () => {
  const lifestyle: EncodableField[] = [
    { key: 'smoking', kind: 'select' },
    { key: 'religion', kind: 'select' },
  ];

  it('sends JSON with exactly the section keys when no field is a file', () => {
    const body = encodeSection(lifestyle, { smoking: 'NEVER', religion: '', extra: 'ignored' });
    expect(body).toEqual({ type: 'json', json: { smoking: 'NEVER', religion: '' } });
  });

  it('keeps multi-choice values as a plain array in JSON', () => {
    expect(encodeJson([{ key: 'languages', kind: 'multi-choice' }], { languages: ['HINDI', 'OTHER'] })).toEqual({
      languages: ['HINDI', 'OTHER'],
    });
    expect(encodeJson([{ key: 'languages', kind: 'multi-choice' }], {})).toEqual({ languages: [] });
  });

  it('sends numbers as numbers and a blank number as null in JSON', () => {
    const fields: EncodableField[] = [
      { key: 'height', kind: 'number' },
      { key: 'weight', kind: 'number' },
    ];
    expect(encodeJson(fields, { height: '70', weight: ' ' })).toEqual({ height: 70, weight: null });
  });

  it('sends a date as MM/dd/yyyy, or an empty string when none was chosen', () => {
    const fields: EncodableField[] = [{ key: 'dob', kind: 'date' }];
    expect(encodeJson(fields, { dob: new Date(1994, 4, 7) })).toEqual({ dob: '05/07/1994' });
    expect(encodeJson(fields, { dob: null })).toEqual({ dob: '' });
    expect(formatDateMDY(new Date(1960, 0, 1))).toBe('01/01/1960');
  });

  it('sends an autocomplete as the chosen string, or an empty string when none', () => {
    const fields: EncodableField[] = [{ key: 'degree', kind: 'autocomplete' }];
    expect(encodeJson(fields, { degree: 'MBA' })).toEqual({ degree: 'MBA' });
    expect(encodeJson(fields, { degree: null })).toEqual({ degree: '' });
  });

  it('switches to multipart when the section has a file field, even with no file chosen', () => {
    const fields: EncodableField[] = [
      { key: 'degree', kind: 'autocomplete' },
      { key: 'college', kind: 'text' },
      { key: 'incomeSlab', kind: 'select' },
      { key: 'degreeFile', kind: 'file' },
      { key: 'incomeFile', kind: 'file' },
    ];
    const body = encodeSection(fields, {
      degree: null,
      college: 'IIT',
      incomeSlab: 'NO_INCOME',
      degreeFile: null,
      incomeFile: null,
    });
    expect(body.type).toBe('form');
    if (body.type !== 'form') return;
    expect(entries(body.form)).toEqual([
      ['degree', ''],
      ['college', 'IIT'],
      ['incomeSlab', 'NO_INCOME'],
    ]);
  });

  it('puts a file under its key', () => {
    const fields: EncodableField[] = [
      { key: 'degree', kind: 'autocomplete' },
      { key: 'degreeFile', kind: 'file' },
    ];
    expect(entries(encodeFormData(fields, { degree: 'PhD', degreeFile: image('degree.png') }))).toEqual([
      ['degree', 'PhD'],
      ['degreeFile', 'file:degree.png'],
    ]);
  });

  it('repeats multi-choice values as key[] in multipart', () => {
    const fields: EncodableField[] = [
      { key: 'languages', kind: 'multi-choice' },
      { key: 'proof', kind: 'file' },
    ];
    expect(entries(encodeFormData(fields, { languages: ['HINDI', 'ENGLISH'], proof: null }))).toEqual([
      ['languages[]', 'HINDI'],
      ['languages[]', 'ENGLISH'],
    ]);
  });

  it('sends several files as key0, key1 ... and at most maxFiles of them', () => {
    const fields: EncodableField[] = [{ key: 'image', kind: 'file', multiple: true, maxFiles: 6 }];
    const files = Array.from({ length: 7 }, (_, i) => image(`p${i}.png`));
    expect(entries(encodeFormData(fields, { image: files }))).toEqual(
      files.slice(0, 6).map((file, i) => [`image${i}`, `file:${file.name}`]),
    );
    expect(entries(encodeFormData(fields, { image: [image('one.png')] }))).toEqual([['image0', 'file:one.png']]);
  });

  it('writes numbers and dates as text in multipart', () => {
    const fields: EncodableField[] = [
      { key: 'height', kind: 'number' },
      { key: 'weight', kind: 'number' },
      { key: 'dob', kind: 'date' },
      { key: 'photo', kind: 'file' },
    ];
    expect(entries(encodeFormData(fields, { height: '70', weight: '', dob: new Date(2000, 11, 31) }))).toEqual([
      ['height', '70'],
      ['weight', ''],
      ['dob', '12/31/2000'],
    ]);
  });
});
