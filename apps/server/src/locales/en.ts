/** Server-only messages; shared ones (validation, HTTP catalogue) come from @storefront/shared. */
export const en = {
  'auth.pleaseLogin': 'Please login first',
  'auth.tokenExpired': 'Token expiration',
  'common.notFound': 'Error requesting address: {url}',
  'rateLimit.tooMany': 'Too many requests, please try again in {seconds} seconds',
  'auth.loggedIn': 'You have already logged in. There is no need to log in again~',
  'auth.loginSuccess': 'Login succeeded!',
  'auth.registerSuccess': 'Registration succeeded!',
  'auth.loginFailed': 'Incorrect account or password',
  'auth.accountLocked':
    'Too many failed login attempts. Please try again in {minutes} minutes or reset your password',
  'auth.accountDisabled': 'This account has been disabled',
  'auth.usernameTaken': 'This username is already taken',
  'auth.emailTaken': 'This email is already registered',
  'auth.mobileTaken': 'This mobile number is already registered',
  'auth.refreshInvalid': 'Your login has expired, please log in again',
  'auth.passwordReset': 'Password reset. Please log in with your new password',
  'codes.mailSent': 'Mail sent successfully~',
  'codes.smsSent': 'SMS sent successfully',
  'codes.mailFrequent': 'Frequent email sending',
  'codes.smsFrequent': 'Frequent SMS sending',
  'codes.invalid': 'Verification code error',
  'codes.emailNotRegistered': 'This email is not registered',
  'codes.mobileNotRegistered': 'This mobile number is not registered',
  'codes.notOwnAddress': 'This is not the address bound to your account',
  'codes.passwordWrong': 'Incorrect password',
  'codes.sendFailed': 'Sending failed, please try again later',
  'codes.mailSubject': '{site}: your verification code',
  'codes.mailBody':
    'Your verification code for {purpose} is {code}. It is valid for {minutes} minutes.\n\nIf you did not ask for it, you can ignore this email; nobody can use it without access to your mailbox.',
  'codes.smsBody':
    '[{site}] Your verification code for {purpose} is {code}, valid for {minutes} minutes. Do not share it with anyone.',
  'codes.purpose.user_register': 'registration',
  'codes.purpose.user_login': 'logging in',
  'codes.purpose.user_retrieve_pwd': 'resetting your password',
  'codes.purpose.user_email_verify': 'verifying your email',
  'codes.purpose.user_mobile_verify': 'verifying your mobile number',
  'codes.purpose.user_change_email': 'binding a new email',
  'codes.purpose.user_change_mobile': 'binding a new mobile number',
} as const;

export type TServerMessageKey = keyof typeof en;
