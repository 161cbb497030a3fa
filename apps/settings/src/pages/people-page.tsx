// /settings/people: People; `?invite=true` opens it with the invitation prompt.
import { PageHeader } from '@bullion/shared';
import { Alert, Card, Empty } from 'antd';
import { useSearchParams } from 'react-router';

export function PeoplePage() {
  const [searchParams] = useSearchParams();
  const inviting = searchParams.get('invite') === 'true';
  return (
    <>
      <PageHeader title="People" subtitle="Who has access to your team" />
      {inviting ? (
        <Alert
          type="info"
          showIcon
          title="Invite people to your team"
          description="Invitations are sent by email."
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Card>
        <Empty description="No people on your team yet" />
      </Card>
    </>
  );
}
