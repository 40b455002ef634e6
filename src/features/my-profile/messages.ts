/** Spec 2, 5 and 8: the own-profile page's texts, typed from the spec. */

export const LOAD_FAILED_TEXT = 'Failed to load profile. Please try again later.';
export const FETCH_PROFILE_FALLBACK = 'Failed to fetch profile data.';
export const FETCH_PROFILE_ERROR = 'An error occurred while fetching profile data.';

export const sectionUpdated = (title: string) => `${title} updated successfully!`;
export const sectionUpdateFallback = (title: string) => `Failed to update ${title}.`;
export const SECTION_UPDATE_ERROR = 'An error occurred while updating the profile.';

/** Spec 5: a required-if field whose condition holds. */
export const pleaseProvide = (label: string) => `Please provide ${label}.`;
export const ABOUT_ME_TOO_SHORT = 'About Me must be at least 30 words.';

export const CONFIRM_DELETE_PHOTO = 'Are you sure you want to delete this photo?';
export const PHOTO_DELETED = 'Photo deleted successfully!';
export const PHOTO_DELETE_FALLBACK = 'Failed to delete photo.';
export const PHOTO_DELETE_ERROR = 'An error occurred while deleting the photo.';

export const ONLY_IMAGES = 'Only image files are allowed.';
export const EACH_FILE_TOO_LARGE = 'Each file size must be less than 5MB.';
export const FILE_TOO_LARGE = 'File size must be less than 5MB.';
export const TOO_MANY_PHOTOS = 'You can upload a maximum of 6 photos.';
export const NO_PHOTO_SELECTED = 'Please select at least one photo to upload.';
export const PHOTOS_UPLOADED = 'Photos uploaded successfully!';
export const PHOTOS_UPLOAD_FALLBACK = 'Failed to upload photos.';
export const PHOTOS_UPLOAD_ERROR = 'An error occurred while uploading photos.';

/** Privacy members control: the section's words. */
export const PRIVACY_TITLE = 'Privacy';
export const PRIVACY_LOAD_FAILED = 'Failed to load your privacy settings.';
export const PHOTO_MODE_TEXTS = {
  EVERYONE: { label: 'Everyone', hint: 'Members shown your profile see your photos.' },
  BLURRED: {
    label: 'Blurred until I accept',
    hint: 'Others see a strongly blurred version until you accept them or you match.',
  },
  MATCHES_ONLY: { label: 'Matches only', hint: 'No photo at all, only a neutral picture, until you match.' },
} as const;
export const PAUSE_LABEL = 'Pause my profile';
export const PAUSE_HINT =
  'You leave every suggestion, search and viewers list, and nobody can send you a request. Your matches and chats stay.';
export const RECORD_VISITS_LABEL = 'Record my visits';
export const RECORD_VISITS_HINT =
  'Members see that you viewed them, and you see who viewed you. Off: neither, both ways.';
/** The Account section's sessions and password. */
export const ACCOUNT_ACCESS = {
  sessionsTitle: 'Where you are logged in',
  sessionsIntro: 'Log out a device you no longer use, such as a shared family phone.',
  thisDevice: 'This device',
  lastUsed: (when: string) => `Last used ${when}`,
  since: (when: string) => `logged in ${when}`,
  endOne: 'Log out',
  endOneLabel: (device: string) => `Log out ${device}`,
  endOthers: 'Log out all other devices',
  ended: 'That device is logged out.',
  endedOthers: 'Every other device is logged out.',
  showAll: (count: number) => `Show all ${count}`,
  sessionsFailed: 'Sorry, we could not load where you are logged in.',
  sessionsError: 'An error occurred while loading where you are logged in.',
  retry: 'Try again',
  endFailed: 'Sorry, we could not log that device out.',
  endError: 'An error occurred while logging that device out.',
  passwordTitle: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters, not a common password. Other devices will be logged out.',
  savePassword: 'Change password',
  passwordChanged: 'Your password is changed. Other devices were logged out.',
  passwordFailed: 'Sorry, we could not change your password.',
  passwordError: 'An error occurred while changing your password.',
} as const;
