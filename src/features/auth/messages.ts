import { t } from '@lingui/core/macro';

/** The member's account screens' own words (log out, a forgotten password, a login by code), in the language of the moment. */
export const AUTH_MESSAGES = {
  get forgotPassword() {
    return t`Forgot password?`;
  },
  get loginWithCode() {
    return t`Log in with a code`;
  },
  get backToLogin() {
    return t`Back to login with a password`;
  },
  get resetTitle() {
    return t`Reset your password`;
  },
  get resetIntro() {
    return t`Enter the email of your account. We will send a code to it, and by SMS to your verified phone.`;
  },
  get codeTitle() {
    return t`Log in with a code`;
  },
  get codeIntro() {
    return t`Enter your email, or your verified phone number (+91…). We will send a code to it.`;
  },
  get email() {
    return t`Email`;
  },
  get emailOrPhone() {
    return t`Email or phone number`;
  },
  get code() {
    return t`Code`;
  },
  get newPassword() {
    return t`New password`;
  },
  get newPasswordHint() {
    return t`At least 8 characters, not a common password.`;
  },
  get sendCode() {
    return t`Send code`;
  },
  get sendAgain() {
    return t`Send a new code`;
  },
  codeSent: (to: string) =>
    t`If ${to} belongs to an account, a code is on its way. It works for 10 minutes; ask for a new one after a minute if nothing arrives.`,
  get setPassword() {
    return t`Set new password`;
  },
  get passwordReset() {
    return t`Your password is changed and every device was logged out. Log in with your new password.`;
  },
  get logIn() {
    return t`Log in`;
  },
  get failed() {
    return t`Sorry, that did not work. Please try again.`;
  },
  get exception() {
    return t`An error occurred. Please check your connection and try again.`;
  },
};
