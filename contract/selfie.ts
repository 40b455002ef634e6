/**
 * Verification without a camera: the selfie form's field saying where the picture came from. A member with no
 * camera may choose a photo taken now from their files; such a selfie is kept as not taken live, for staff and
 * the automatic checks. Without the field (the spec's form) the selfie came from the camera.
 */
export const SELFIE_SOURCE_FIELD = 'source';

/** The field's value for a photo chosen from the member's files. */
export const SELFIE_FROM_FILES = 'file';
