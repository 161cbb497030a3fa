import { PublicPage } from '../public-page';

export function ResetPasswordPage() {
  return <PublicPage title="Reset password" />;
}
