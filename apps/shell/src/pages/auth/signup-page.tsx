import { PublicPage } from '../public-page';

export function SignupPage() {
  return <PublicPage title="Sign up" />;
}
