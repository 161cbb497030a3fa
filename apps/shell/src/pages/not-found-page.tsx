// Addresses no page answers: inside the app (header, sidebar) with a way to the dashboard when signed
// in, on the public layout with a way to log in when not.
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PublicPage } from './public-page';

const NOT_FOUND_TEXT = 'There is no page at this address.';

export { isAppPath } from './app-paths';

/** Not Found in the app layout (signed in). */
export function AppNotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Not Found · Bullion Desk';
  }, []);
  return (
    <Result
      status="404"
      title="Not Found"
      subTitle={NOT_FOUND_TEXT}
      extra={
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
    <PublicPage title="Not Found" description={NOT_FOUND_TEXT}>
      <Button type="primary" size="large" block onClick={() => navigate('/login')}>
        Go to log in
      </Button>
    </PublicPage>
  );
}
