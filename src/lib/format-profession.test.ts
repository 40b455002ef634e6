import { describe, expect, it } from 'vitest';
import { formatProfession } from './format-profession';

describe('formatProfession', () => {
  it('reads the job title at the workplace, either alone, or Not Specified', () => {
    expect(formatProfession('Software Engineer', 'Infosys')).toBe('Software Engineer at Infosys');
    expect(formatProfession(null, ' Infosys ')).toBe('Infosys');
    expect(formatProfession('Teacher', '')).toBe('Teacher');
    expect(formatProfession(null, null)).toBe('Not Specified');
  });
});
