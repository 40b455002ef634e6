import { t } from '@lingui/core/macro';

/**
 * Spec 2, 5 and 8: the own-profile page's texts, typed from the spec, read in the language of the
 * moment (each a getter, so a change of language shows at the next render).
 */
export const MY_PROFILE_MESSAGES = {
  get LOAD_FAILED_TEXT() {
    return t`Failed to load profile. Please try again later.`;
  },
  get FETCH_PROFILE_FALLBACK() {
    return t`Failed to fetch profile data.`;
  },
  get FETCH_PROFILE_ERROR() {
    return t`An error occurred while fetching profile data.`;
  },
  get SECTION_UPDATE_ERROR() {
    return t`An error occurred while updating the profile.`;
  },
  get ABOUT_ME_TOO_SHORT() {
    return t`About Me must be at least 30 words.`;
  },
  get CONFIRM_DELETE_PHOTO() {
    return t`Are you sure you want to delete this photo?`;
  },
  get PHOTO_DELETED() {
    return t`Photo deleted successfully!`;
  },
  get PHOTO_DELETE_FALLBACK() {
    return t`Failed to delete photo.`;
  },
  get PHOTO_DELETE_ERROR() {
    return t`An error occurred while deleting the photo.`;
  },
  get ONLY_IMAGES() {
    return t`Only image files are allowed.`;
  },
  get EACH_FILE_TOO_LARGE() {
    return t`Each file size must be less than 5MB.`;
  },
  get FILE_TOO_LARGE() {
    return t`File size must be less than 5MB.`;
  },
  get TOO_MANY_PHOTOS() {
    return t`You can upload a maximum of 6 photos.`;
  },
  get NO_PHOTO_SELECTED() {
    return t`Please select at least one photo to upload.`;
  },
  get PHOTOS_UPLOADED() {
    return t`Photos uploaded successfully!`;
  },
  get PHOTOS_UPLOAD_FALLBACK() {
    return t`Failed to upload photos.`;
  },
  get PHOTOS_UPLOAD_ERROR() {
    return t`An error occurred while uploading photos.`;
  },
  /** Privacy members control: the section's words. */
  get PRIVACY_TITLE() {
    return t`Privacy`;
  },
  get PRIVACY_LOAD_FAILED() {
    return t`Failed to load your privacy settings.`;
  },
  get PAUSE_LABEL() {
    return t`Pause my profile`;
  },
  get PAUSE_HINT() {
    return t`You leave every suggestion, search and viewers list, and nobody can send you a request. Your matches and chats stay.`;
  },
  get RECORD_VISITS_LABEL() {
    return t`Record my visits`;
  },
  get RECORD_VISITS_HINT() {
    return t`Members see that you viewed them, and you see who viewed you. Off: neither, both ways.`;
  },
};

export const sectionUpdated = (title: string) => t`${title} updated successfully!`;
export const sectionUpdateFallback = (title: string) => t`Failed to update ${title}.`;
/** Spec 5: a required-if field whose condition holds. */
export const pleaseProvide = (label: string) => t`Please provide ${label}.`;

/** Privacy members control: each photo mode's name and what it does. */
export const PHOTO_MODE_TEXTS = {
  EVERYONE: {
    get label() {
      return t`Everyone`;
    },
    get hint() {
      return t`Members shown your profile see your photos.`;
    },
  },
  BLURRED: {
    get label() {
      return t`Blurred until I accept`;
    },
    get hint() {
      return t`Others see a strongly blurred version until you accept them or you match.`;
    },
  },
  MATCHES_ONLY: {
    get label() {
      return t`Matches only`;
    },
    get hint() {
      return t`No photo at all, only a neutral picture, until you match.`;
    },
  },
} as const;

/** The Account section's sessions and password. */
export const ACCOUNT_ACCESS = {
  get sessionsTitle() {
    return t`Where you are logged in`;
  },
  get sessionsIntro() {
    return t`Log out a device you no longer use, such as a shared family phone.`;
  },
  get thisDevice() {
    return t`This device`;
  },
  lastUsed: (when: string) => t`Last used ${when}`,
  since: (when: string) => t`logged in ${when}`,
  get endOne() {
    return t`Log out`;
  },
  endOneLabel: (device: string) => t`Log out ${device}`,
  /**
   * A session's device as the server names it at login ("Chrome on Android", "Unknown device"), in the
   * member's language: browser and system names are names, only the words around them are translated.
   */
  deviceName(device: string): string {
    if (device === 'Unknown device') return t`Unknown device`;
    const [browser, system, ...rest] = device.split(' on ');
    if (system === undefined || rest.length > 0) return device;
    return t`${browser} on ${system}`;
  },
  get endOthers() {
    return t`Log out all other devices`;
  },
  get ended() {
    return t`That device is logged out.`;
  },
  get endedOthers() {
    return t`Every other device is logged out.`;
  },
  showAll: (count: number) => t`Show all ${count}`,
  get sessionsFailed() {
    return t`Sorry, we could not load where you are logged in.`;
  },
  get sessionsError() {
    return t`An error occurred while loading where you are logged in.`;
  },
  get retry() {
    return t`Try again`;
  },
  get endFailed() {
    return t`Sorry, we could not log that device out.`;
  },
  get endError() {
    return t`An error occurred while logging that device out.`;
  },
  get passwordTitle() {
    return t`Change password`;
  },
  get currentPassword() {
    return t`Current password`;
  },
  get newPassword() {
    return t`New password`;
  },
  get newPasswordHint() {
    return t`At least 8 characters, not a common password. Other devices will be logged out.`;
  },
  get savePassword() {
    return t`Change password`;
  },
  get passwordChanged() {
    return t`Your password is changed. Other devices were logged out.`;
  },
  get passwordFailed() {
    return t`Sorry, we could not change your password.`;
  },
  get passwordError() {
    return t`An error occurred while changing your password.`;
  },
};
