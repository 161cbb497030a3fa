import { Result } from 'antd';

/** What NotFound (not-found.tsx) shows once loaded. */
export function NotFoundPage() {
  return <Result status="404" title="Not Found" subTitle="There is no page at this address." />;
}
