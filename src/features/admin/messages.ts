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
