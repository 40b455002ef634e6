import type { AdminProfileItem } from '../../../contract/schemas/profile';
import { fullName } from '../../lib/format';

type DocumentKey = 'photoImageUrl' | 'panImageUrl' | 'degreeImageUrl' | 'incomeImageUrl';

/** Spec 2: the document columns in table order, each with its header and its modal title. */
export const DOCUMENT_COLUMNS: ReadonlyArray<{ key: DocumentKey; header: string; title: string }> = [
  { key: 'photoImageUrl', header: 'Selfie', title: 'Selfie Image' },
  { key: 'panImageUrl', header: 'PAN Card', title: 'PAN Image' },
  { key: 'degreeImageUrl', header: 'College Degree', title: 'College Degree Image' },
  { key: 'incomeImageUrl', header: 'Income Proof', title: 'Income Proof Image' },
];

/** Spec 2: every column of the review table, in order. */
export const TABLE_COLUMNS = [
  'ID',
  'FirstName',
  'LastName',
  ...DOCUMENT_COLUMNS.map((column) => column.header),
  'Profile Images',
  'Verify',
] as const;

/** Spec 2: the button reads 'Image N' and opens 'Profile Image N', N from zero. */
export function profileImageLabel(index: number): string {
  return `Image ${index}`;
}

export function profileImageTitle(index: number): string {
  return `Profile Image ${index}`;
}

/** The name used in button labels; the id when the profile has no name yet. */
export function displayName(profile: AdminProfileItem): string {
  const name = fullName(profile);
  return name === '' ? `profile ${profile.id}` : name;
}
