// Sign-in and two-step verification UI that the shell (login, teams that require two-step) and the
// settings remote (login & security) both show: @bullion/ui/auth.
export { AuthForm, type AuthFormProps } from './auth-form';
export {
  abandonEnrolment,
  enrolAuthenticator,
  verifiedAuthenticators,
  verifyAuthenticatorCode,
  type AuthenticatorEnrolment as AuthenticatorEnrolmentStart,
} from './authenticator-actions';
export { AUTHENTICATORS_QUERY_KEY, AuthenticatorCodeForm, type AuthenticatorCodeFormProps } from './authenticator-code-form';
export { AUTHENTICATOR_CODE_MESSAGE, authenticatorCodeSchema, type AuthenticatorCodeValues } from './authenticator-code-schema';
export { AuthenticatorEnrolment } from './authenticator-enrolment';
export { CODE_LENGTH, CodeInput, type CodeInputProps } from './code-input';
export { FormProblem } from './form-problem';
export { useSubmit } from './use-submit';
export { fieldErrors, parseForm, zodRule } from './zod-rule';
