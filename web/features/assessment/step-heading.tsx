import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A step's title. When a step replaces the previous one (`focus`), focus moves here so a
 * screen reader announces the new step and the view starts from its top; the first step shown
 * on arrival leaves focus where the page put it.
 */
export function StepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="step-heading">
      {children}
    </h2>
  );
}
