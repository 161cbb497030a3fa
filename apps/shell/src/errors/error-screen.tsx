// The default error screen: 'Something went wrong!' with Show Error / Hide Error. Drawn like antd's
// error Result but in plain HTML from antd's tokens (@bullion/ui/plain): the error boundary is part of
// the signed-in layout's start, and the start-up error shows before any antd is loaded.
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { PlainButton, SvgIcon } from '@bullion/ui/plain';
import { useState } from 'react';

export function ErrorScreen({ error }: { error: unknown }) {
  const [shown, setShown] = useState(false);
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center', fontFamily: 'var(--bd-font-family)' }}>
      <div style={{ marginBottom: 24, color: 'var(--bd-color-error)', fontSize: 72, lineHeight: 1 }}>
        <SvgIcon icon={CloseCircleFilled} />
      </div>
      <div style={{ color: 'var(--bd-color-text-heading)', fontSize: 24, lineHeight: 1.35 }}>Something went wrong!</div>
      <div style={{ marginTop: 24 }}>
        <PlainButton onClick={() => setShown((value) => !value)}>{shown ? 'Hide Error' : 'Show Error'}</PlainButton>
        {shown ? (
          <pre
            style={{
              margin: '16px 0 0',
              padding: '8px 12px',
              border: '1px solid var(--bd-color-border-secondary)',
              borderRadius: 'var(--bd-border-radius-sm)',
              background: 'var(--bd-color-fill-tertiary)',
              color: 'var(--bd-color-text)',
              textAlign: 'left',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            <code>{detail}</code>
          </pre>
        ) : null}
      </div>
    </div>
  );
}
