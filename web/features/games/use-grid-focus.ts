import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';

const STEPS: Record<string, (index: number, columns: number, count: number) => number> = {
  ArrowLeft: (i, columns) => (i % columns === 0 ? i : i - 1),
  ArrowRight: (i, columns, count) => (i % columns === columns - 1 || i === count - 1 ? i : i + 1),
  ArrowUp: (i, columns) => (i - columns >= 0 ? i - columns : i),
  ArrowDown: (i, columns, count) => (i + columns < count ? i + columns : i),
  Home: (i, columns) => i - (i % columns),
  End: (i, columns, count) => Math.min(i - (i % columns) + columns - 1, count - 1),
};

/**
 * A roving focus over a grid of buttons (the games' cards and tiles): one of them is in the tab
 * order, the arrow keys (Home, End) move focus between them (over a place without one), Enter and Space press the one focused
 * as usual. `cellProps(index)` gives each button its tabIndex, key handler and ref; `moveFocus(index)`
 * puts focus on a cell after the next render (a puzzle tile that slid: the button is now there).
 */
export function useGridFocus(count: number, columns: number) {
  const [current, setCurrent] = useState(0);
  const cells = useRef<(HTMLElement | null)[]>([]);
  const pending = useRef<number | null>(null);

  useEffect(() => {
    if (pending.current === null) return;
    cells.current[pending.current]?.focus();
    pending.current = null;
  });

  const moveFocus = useCallback((index: number) => {
    pending.current = index;
    setCurrent(index);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, index: number) => {
      const step = STEPS[event.key];
      if (!step) return;
      event.preventDefault();
      // A place with no button (the puzzle's empty place) is stepped over.
      let next = index;
      for (;;) {
        const candidate = step(next, columns, count);
        if (candidate === next) {
          next = index;
          break;
        }
        next = candidate;
        if (cells.current[next]) break;
      }
      setCurrent(next);
      cells.current[next]?.focus();
    },
    [columns, count],
  );

  const cellProps = (index: number) => ({
    tabIndex: index === current ? 0 : -1,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
    onFocus: () => setCurrent(index),
    ref: (element: HTMLElement | null) => {
      cells.current[index] = element;
    },
  });

  return { cellProps, moveFocus };
}
