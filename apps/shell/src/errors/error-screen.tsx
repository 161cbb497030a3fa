import { Button, Result } from 'antd';
import { useState } from 'react';

/** The default error screen: 'Something went wrong!' with Show Error / Hide Error. */
export function ErrorScreen({ error }: { error: unknown }) {
  const [shown, setShown] = useState(false);
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <Result
      status="error"
      title="Something went wrong!"
      extra={
        <>
          <Button onClick={() => setShown((value) => !value)}>{shown ? 'Hide Error' : 'Show Error'}</Button>
          {shown ? (
            // Plain <pre> in the tokens' colours: this screen is part of the signed-in layout's start,
            // which antd's Typography (its editing and ellipsis code) would weigh down.
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
        </>
      }
    />
  );
}
