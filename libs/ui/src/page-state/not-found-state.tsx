// The one way a page, or a part of it, says that what the address or a link names is not there.
import { Alert, Result } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from './texts';

export interface NotFoundStateProps {
  /** What is missing: "Collection not found". Without it, the catch-all page's "Not Found". */
  title?: ReactNode;
  /** Why it may be missing. Without a title, the catch-all page's "There is no page at this address." */
  description?: ReactNode;
  /** A way on: "Back to collections". */
  action?: ReactNode;
  /** page (default): antd's 404 result; inline: a warning in the place of a part of a page. */
  layout?: 'page' | 'inline';
  style?: CSSProperties;
}

/** A record, link or page that does not exist (or is not the group's to see). */
export function NotFoundState({ title, description, action, layout = 'page', style }: NotFoundStateProps) {
  const what = title ?? NOT_FOUND_TITLE;
  const why = title === undefined ? (description ?? NOT_FOUND_DESCRIPTION) : description;
  if (layout === 'inline') return <Alert type="warning" showIcon title={what} description={why} action={action} style={style} />;
  return <Result status="404" title={what} subTitle={why} extra={action} style={style} />;
}
