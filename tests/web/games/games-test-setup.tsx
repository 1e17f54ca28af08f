import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** The router's Link as a plain link (search in the query), and a navigate that records. */
export const navigate = vi.fn();
export const routerMock = {
  Link: (props: { children: ReactNode; to: string; search?: Record<string, string>; className?: string }) => {
    const query = props.search ? `?${new URLSearchParams(props.search)}` : '';
    return (
      <a href={`${props.to}${query}`} className={props.className}>
        {props.children}
      </a>
    );
  },
  useNavigate: () => navigate,
};
