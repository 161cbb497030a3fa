// Addresses no page answers: inside the app (header, sidebar) with a way to the dashboard when signed
// in, on the public layout with a way to log in when not.
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, NotFoundState } from '@bullion/ui';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PublicPage } from './public-page';

export { isAppPath } from './app-paths';

/** Not Found in the app layout (signed in). */
export function AppNotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${NOT_FOUND_TITLE} · Bullion Desk`;
  }, []);
  return (
    <NotFoundState
      action={
        <Button type="primary" onClick={() => navigate('/')}>
          Go to the dashboard
        </Button>
      }
    />
  );
}

/** Not Found on the public layout (signed out). */
export function PublicNotFound() {
  const navigate = useNavigate();
  return (
    <PublicPage title={NOT_FOUND_TITLE} description={NOT_FOUND_DESCRIPTION}>
      <Button type="primary" size="large" block onClick={() => navigate('/login')}>
        Go to log in
      </Button>
    </PublicPage>
  );
}
