import { Result } from 'antd';

/** The catch-all page (spec section 8: unknown route → 'Not Found'). */
export function NotFound() {
  return <Result status="404" title="Not Found" subTitle="There is no page at this address." />;
}
