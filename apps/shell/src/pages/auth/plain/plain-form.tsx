// react-hook-form set up the way antd's Form was on the auth pages: the form's zod schema judges every
// field (cross-field checks included), a field is checked when left and, once a submit has failed,
// on every change; the values handed to `onValid` are the schema's output (trimmed).
import { preloadSupabase } from '@bullion/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export function usePlainForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(schema: TSchema, defaultValues: DefaultValues<z.input<TSchema>>) {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
}

/** The message of a field's error, if any. */
export function errorOf<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: keyof T & string): string | undefined {
  const message = form.formState.errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

export interface PlainFormProps {
  name: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function PlainForm({ name, onSubmit, children }: PlainFormProps) {
  return (
    // A signed-out visitor has not downloaded the auth client yet: it starts once the form is used
    // (typed or filled in, or pressed), so that it is there by the time the form is sent. Not on
    // focus: the first field takes focus by itself.
    <form name={name} noValidate onSubmit={onSubmit} onInput={preloadSupabase} onPointerDown={preloadSupabase}>
      {children}
    </form>
  );
}
