import { PublicPage } from '../public-page';

export function LoginPage() {
  return <PublicPage title="Log in" />;
}
