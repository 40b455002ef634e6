import { describe, expect, it } from 'vitest';
import { validatePhotoSelection, validatePhotoUpload } from './photo-rules';

/** A file of `size` bytes without allocating them: only the size is read by the rules. */
function fileOf(name: string, type: string, size = 10): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('photo rules (spec 5)', () => {
  it('accepts images strictly under 5 MB', () => {
    expect(validatePhotoSelection([fileOf('a.jpg', 'image/jpeg', 5242879)])).toBeNull();
    expect(validatePhotoSelection([fileOf('a.png', 'image/png'), fileOf('b.gif', 'image/gif', 5242879)])).toBeNull();
  });

  it('refuses anything that is not an image', () => {
    expect(validatePhotoSelection([fileOf('a.pdf', 'application/pdf')])).toBe('Only image files are allowed.');
    expect(validatePhotoSelection([fileOf('a.png', 'image/png'), fileOf('b', '')])).toBe(
      'Only image files are allowed.',
    );
  });

  it('refuses a file of 5242880 bytes with the single or the multiple message', () => {
    expect(validatePhotoSelection([fileOf('a.jpg', 'image/jpeg', 5242880)])).toBe('File size must be less than 5MB.');
    expect(validatePhotoSelection([fileOf('a.jpg', 'image/jpeg'), fileOf('b.jpg', 'image/jpeg', 5242880)])).toBe(
      'Each file size must be less than 5MB.',
    );
  });

  it('accepts 6 photos and refuses 7', () => {
    const photos = (n: number) => Array.from({ length: n }, (_, i) => fileOf(`p${i}.png`, 'image/png'));
    expect(validatePhotoSelection(photos(6))).toBeNull();
    expect(validatePhotoSelection(photos(7))).toBe('You can upload a maximum of 6 photos.');
  });

  it('needs at least one photo to upload', () => {
    expect(validatePhotoUpload([])).toBe('Please select at least one photo to upload.');
    expect(validatePhotoUpload([fileOf('a.png', 'image/png')])).toBeNull();
  });
});
