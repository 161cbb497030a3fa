// The title row of every page, in plain HTML from antd's tokens (design-tokens.css) rather than
// antd's Typography and Flex: it is on every page's first view, and Typography brings its editing
// and ellipsis code (TextArea included) and its style computation to the dashboard's start.
import type { ReactNode } from 'react';
import { usePageTitle } from '@bullion/shared';
import { SecondaryText } from './plain/components';

export interface PageHeaderProps {
  title: ReactNode;
  /** The browser title; default `title` when it is text. */
  documentTitle?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The title row every page of every area starts with; it also sets the browser title. */
export function PageHeader({ title, documentTitle, subtitle, actions }: PageHeaderProps) {
  usePageTitle(documentTitle ?? (typeof title === 'string' ? title : null));
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 20 }}>
      <div>
        <h3
          style={{
            margin: 0,
            color: 'var(--bd-color-text-heading)',
            fontSize: 'var(--bd-font-size-heading-3)',
            fontWeight: 'var(--bd-font-weight-strong)',
            lineHeight: 'var(--bd-line-height-heading-3)',
            overflowWrap: 'break-word',
          }}
        >
          {title}
        </h3>
        {subtitle ? <SecondaryText>{subtitle}</SecondaryText> : null}
      </div>
      {actions ? <div style={{ display: 'flex', gap: 8 }}>{actions}</div> : null}
    </div>
  );
}
