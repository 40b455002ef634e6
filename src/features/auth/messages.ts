/** The member's account screens' own words (log out, a forgotten password, a login by code). */
export const AUTH_MESSAGES = {
  forgotPassword: 'Forgot password?',
  loginWithCode: 'Log in with a code',
  backToLogin: 'Back to login with a password',
  resetTitle: 'Reset your password',
  resetIntro: 'Enter the email of your account. We will send a code to it, and by SMS to your verified phone.',
  codeTitle: 'Log in with a code',
  codeIntro: 'Enter your email, or your verified phone number (+91…). We will send a code to it.',
  email: 'Email',
  emailOrPhone: 'Email or phone number',
  code: 'Code',
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters, not a common password.',
  sendCode: 'Send code',
  sendAgain: 'Send a new code',
  codeSent: (to: string) =>
    `If ${to} belongs to an account, a code is on its way. It works for 10 minutes; ask for a new one after a minute if nothing arrives.`,
  setPassword: 'Set new password',
  passwordReset: 'Your password is changed and every device was logged out. Log in with your new password.',
  logIn: 'Log in',
  failed: 'Sorry, that did not work. Please try again.',
  exception: 'An error occurred. Please check your connection and try again.',
} as const;
