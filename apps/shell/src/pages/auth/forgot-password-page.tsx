import { PublicPage } from '../public-page';

export function ForgotPasswordPage() {
  return <PublicPage title="Forgot password" />;
}
