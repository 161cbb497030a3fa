// /not-found-group: the group in the address does not exist or the user is not in it.
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { PublicPage } from '../public-page';

export function NotFoundGroupPage() {
  const navigate = useNavigate();
  return (
    <PublicPage title="Group not found" description="This group doesn't exist, or you're not a member of it. Ask a group admin for an invite, or pick one of your own groups.">
      <Flex vertical gap={12}>
        <Button type="primary" size="large" block onClick={() => navigate('/switch-group')}>
          Choose one of your groups
        </Button>
        <Button size="large" block onClick={() => navigate('/')}>
          Go to the dashboard
        </Button>
      </Flex>
    </PublicPage>
  );
}
