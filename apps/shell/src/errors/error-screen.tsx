import { Button, Result, Typography } from 'antd';
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
            <Typography.Paragraph code style={{ marginTop: 16, textAlign: 'left', whiteSpace: 'pre-wrap' }}>
              {detail}
            </Typography.Paragraph>
          ) : null}
        </>
      }
    />
  );
}
