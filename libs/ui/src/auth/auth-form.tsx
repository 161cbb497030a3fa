// antd Form set up the same way on every auth page: labels above fields, no required marks, fields
// checked when left and, once a submit has failed, on every change.
import { preloadSupabase } from '@bullion/api-client';
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
    // A signed-out visitor has not downloaded the auth client yet: it starts once the form is used
    // (typed or filled in, or pressed), so that it is there by the time the form is sent. Not on
    // focus: the first field takes focus by itself.
    <Form<TValues>
      onValuesChange={preloadSupabase}
      onPointerDown={preloadSupabase}
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
