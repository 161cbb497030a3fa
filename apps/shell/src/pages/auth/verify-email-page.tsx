import { PublicPage } from '../public-page';

export function VerifyEmailPage() {
  return <PublicPage title="Verify your e-mail" />;
}
