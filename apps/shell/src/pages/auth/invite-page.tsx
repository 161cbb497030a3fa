import { PublicPage } from '../public-page';

export function InvitePage() {
  return <PublicPage title="Join a group" />;
}
