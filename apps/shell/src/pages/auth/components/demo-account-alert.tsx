// Local mode only: the seeded demo account, offered under the login form.
import { demoAccountQueryOptions } from '@bullion/api-client';
import { useQuery } from '@tanstack/react-query';
import { Notice, PlainButton } from '../plain/controls';

export function DemoAccountAlert({ onUse }: { onUse: (account: { email: string; password: string }) => void }) {
  const { data: demo } = useQuery(demoAccountQueryOptions());
  if (!demo) return null;
  return (
    <Notice
      type="info"
      className="demo-account-alert"
      title={`Local demo: ${demo.email} / ${demo.password}`}
      description={
        <PlainButton size="small" onClick={() => onUse(demo)} style={{ marginTop: 4 }}>
          Use demo account
        </PlainButton>
      }
    />
  );
}
