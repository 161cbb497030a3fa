// Local mode only: the seeded demo account, offered above the login form.
import { demoAccountQueryOptions } from '@bullion/api-client';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';

export function DemoAccountAlert({ onUse }: { onUse: (account: { email: string; password: string }) => void }) {
  const { data: demo } = useQuery(demoAccountQueryOptions());
  if (!demo) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="demo-account-alert"
      title={`Local demo: ${demo.email} / ${demo.password}`}
      description={
        <Button size="small" onClick={() => onUse(demo)} style={{ marginTop: 4 }}>
          Use demo account
        </Button>
      }
    />
  );
}
