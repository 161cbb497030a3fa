import { Result } from 'antd';

/** The catch-all page: any address no route matches shows 'Not Found'. */
export function NotFound() {
  return <Result status="404" title="Not Found" subTitle="There is no page at this address." />;
}
