import { Alert } from 'antd';
import type { ReactNode } from 'react';

/** What went wrong with the last submit, above the submit button. */
export function FormProblem({ message, action }: { message: ReactNode | null | undefined; action?: ReactNode }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} action={action} style={{ marginBottom: 16 }} />;
}
