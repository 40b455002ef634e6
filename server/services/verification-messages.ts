/** What the verification steps answer (spec 5 and the server README's one-time code rules). */
export const MESSAGES = {
  emailAlreadyVerified: 'Your email is already verified.',
  phoneAlreadyVerified: 'Your phone number is already verified.',
  enterOtp: 'Please enter the OTP.',
  noOtp: 'Please request an OTP first.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpUsed: 'This OTP has already been used. Please request a new one.',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new OTP.',
  invalidPhone: 'Please enter a valid phone number.',
  noSelfie: 'No selfie captured. Please take a photo first.',
  noDocumentType: 'Please select a document type.',
  noDocumentNumber: 'Please enter the document number.',
  noDocumentFile: 'Please upload the document file.',
  invalidPan: 'Please enter a valid PAN number (five letters, four digits, one letter, like ABCDE1234F).',
  invalidPassport: 'Please enter a valid passport number (one letter and seven digits, like A1234567).',
  deliveryFailed: 'We could not send the OTP right now. Please try again in a moment.',
  emailFirst: 'Please verify your email first.',
  phoneTaken:
    'This phone number is already verified on another account. Please use your own number, or contact us if you think this is a mistake.',
  documentTaken:
    'This document is already verified on another account. Please contact us if you think this is a mistake.',
  destinationCap: 'Too many codes were sent to this address or number. Please try again later.',
  accountCap: 'You have asked for too many codes. Please try again later.',
  addressCap: 'Too many codes were requested from your network. Please try again later.',
} as const;
