// One step of the import wizard: a labelled region whose heading takes the keyboard focus when the
// user arrives at the step, so screen readers announce where they are.
import { Typography } from 'antd';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface StepSectionProps {
  title: string;
  /** Move focus to the heading when shown (not on the page's first render). */
  focusOnShow: boolean;
  children: ReactNode;
}

export function StepSection({ title, focusOnShow, children }: StepSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <Typography.Title level={4} id={headingId} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
