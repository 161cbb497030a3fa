// antd Form set up the same way on every auth page: labels above fields, no required marks, fields
// checked when left and, once a submit has failed, on every change.
import { Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';

export interface AuthFormProps<TValues> {
  name: string;
  form: FormInstance<TValues>;
  initialValues: Partial<TValues>;
  onFinish: (values: TValues) => void;
  disabled?: boolean;
  children: ReactNode;
}

export function AuthForm<TValues>({ name, form, initialValues, onFinish, disabled, children }: AuthFormProps<TValues>) {
  const [live, setLive] = useState(false);
  return (
    <Form<TValues>
      name={name}
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      validateTrigger={live ? ['onChange', 'onBlur'] : 'onBlur'}
      onFinish={onFinish}
      onFinishFailed={() => setLive(true)}
      disabled={disabled}
    >
      {children}
    </Form>
  );
}
