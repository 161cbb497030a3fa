// The default error screen: 'Something went wrong!' with Show Error / Hide Error. antd's error Result
// drawn in plain HTML from antd's tokens (@bullion/ui/plain's PlainResult): the error boundary is part
// of the signed-in layout's start, and the start-up error shows before any antd is loaded.
import { PlainButton, PlainResult } from '@bullion/ui/plain';
import { useState } from 'react';

export function ErrorScreen({ error }: { error: unknown }) {
  const [shown, setShown] = useState(false);
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <PlainResult
      role="alert"
      status="error"
      title="Something went wrong!"
      extra={
        <div>
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
      }
    />
  );
}
