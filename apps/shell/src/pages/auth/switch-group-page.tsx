import { PublicPage } from '../public-page';

export function SwitchGroupPage() {
  return <PublicPage title="Choose a group" />;
}
