/** Wording shared by the auth forms. */
export const PASSWORD_HINT = 'At least 8 characters, and not your e-mail address.';
