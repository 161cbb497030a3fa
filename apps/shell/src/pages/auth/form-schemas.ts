// One small zod schema per auth form; their messages are what the fields show (see zod-rule.ts).
import { passwordSchema } from '@bullion/contract';
import { z } from 'zod';

export const FIELD_MESSAGES = {
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  passwordRequired: 'Enter your password.',
  newPasswordRequired: 'Choose a password.',
  confirmRequired: 'Repeat the new password.',
  passwordsDiffer: "The passwords don't match.",
  fullNameRequired: 'Enter your full name.',
  fullNameTooLong: 'Use at most 120 characters.',
  code: 'Enter the 6-digit code from the e-mail.',
  authenticatorCode: 'Enter the 6-digit code from your authenticator app.',
  teamNameRequired: 'Enter a name for the team.',
} as const;

/** A text field that must not be blank; trimmed. */
const requiredText = (message: string) => z.string(message).trim().min(1, message);

export const emailField = requiredText(FIELD_MESSAGES.emailRequired)
  .max(320, FIELD_MESSAGES.emailInvalid)
  .pipe(z.email(FIELD_MESSAGES.emailInvalid));

/** The password rule (passwordSchema), with a plain "choose one" first when the field is empty. */
export const newPasswordField = z.string(FIELD_MESSAGES.newPasswordRequired).min(1, FIELD_MESSAGES.newPasswordRequired).pipe(passwordSchema);

export const codeField = z
  .string(FIELD_MESSAGES.code)
  .trim()
  .regex(/^\d{6}$/, FIELD_MESSAGES.code);

export const loginSchema = z.object({
  email: emailField,
  // Not the sign-up rule: an account may predate it, and the server is the judge here.
  password: z.string(FIELD_MESSAGES.passwordRequired).min(1, FIELD_MESSAGES.passwordRequired),
});
export type LoginValues = z.output<typeof loginSchema>;

export const signupSchema = z.object({
  fullName: requiredText(FIELD_MESSAGES.fullNameRequired).max(120, FIELD_MESSAGES.fullNameTooLong),
  email: emailField,
  password: newPasswordField,
});
export type SignupValues = z.output<typeof signupSchema>;

export const verifyEmailSchema = z.object({ email: emailField, code: codeField });
export type VerifyEmailValues = z.output<typeof verifyEmailSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

export const resetCodeSchema = z.object({ email: emailField, code: codeField });
export type ResetCodeValues = z.output<typeof resetCodeSchema>;

export const newPasswordSchema = z
  .object({
    password: newPasswordField,
    confirm: z.string(FIELD_MESSAGES.confirmRequired).min(1, FIELD_MESSAGES.confirmRequired),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: FIELD_MESSAGES.passwordsDiffer,
    // Also while the password itself is still weak, so both fields say what is wrong.
    when: ({ value }) => {
      const values = value as { password?: unknown; confirm?: unknown };
      return typeof values.password === 'string' && typeof values.confirm === 'string' && values.confirm !== '';
    },
  });
export type NewPasswordValues = z.output<typeof newPasswordSchema>;

export { authenticatorCodeSchema, type AuthenticatorCodeValues } from '@bullion/ui/auth';
