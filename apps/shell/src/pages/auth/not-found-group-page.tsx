import { PublicPage } from '../public-page';

export function NotFoundGroupPage() {
  return <PublicPage title="Group not found" />;
}
