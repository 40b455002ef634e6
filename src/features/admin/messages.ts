/** Spec 2 and 8: the admin dashboard's texts, typed from the spec. */
export const LOADING_TEXT = 'Loading ....';
export const VERIFY_SUCCESS = 'Profile Published';
export const VERIFY_FAILURE = 'Profile Verification Failed. Please try again';

/* Where the spec is silent. */
export const TABLE_HEADING = 'Profiles awaiting review';
export const EMPTY_LIST = 'No profiles awaiting review.';
export const MISSING_DOCUMENT = 'Not uploaded';
export const PUBLISHED = 'Published';
export const REFUSED = 'Refused';

/** Publishing past a red check, and what the list says of a profile beyond the spec's columns. */
export const CONFIRM_PUBLISH = {
  title: (name: string) => `Publish ${name} despite red checks?`,
  intro: 'The automatic checks found this. Members will see the profile as verified.',
  note: 'Why you publish anyway (kept in the audit)',
  noteNeeded: 'Please write a note saying why you publish despite the red checks.',
  submit: 'Publish anyway',
  failed: 'The profile could not be published. Please try again.',
} as const;
export const REVIEW_FACTS = {
  onDocument: (name: string) => `On document: ${name}`,
  submitted: (when: string, waited: string) => `Submitted ${when} (waiting ${waited})`,
  notChecked: 'Not checked',
  /** Verification without a camera: the member chose the selfie from their files. */
  selfieNotLive: 'Selfie not taken live (chosen from files)',
  refusedBefore: (count: number, last: string) =>
    count === 1 ? `Refused once before (${last})` : `Refused ${count} times before (last ${last})`,
  search: 'Search by name or email',
} as const;
