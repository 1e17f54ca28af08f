import { createElement, type ReactNode, type SVGProps } from 'react';

/**
 * The component behind every lucide-react icon in the app: the build points each icon module's
 * `createLucideIcon` at this file (web/components/icons/lucide-runtime.ts), so an icon keeps
 * lucide's drawing and its name, and every page loads 0.4 kB of gzip for the runtime instead of
 * lucide's 1.5 kB (its context provider, alias classes and stroke scaling, none of which the app
 * uses; issue 11's budgets). It draws what lucide's own `Icon` draws for the props the app
 * passes: `size`, `color`, `strokeWidth`, `className`, `aria-*` and any other SVG attribute.
 * As lucide does, an icon with no accessible name, title or role is hidden from screen readers.
 */

type IconNode = readonly (readonly [tag: string, attributes: Record<string, string>])[];

/** What each of lucide's icon modules passes (lucide-react/dist/esm/icons/*.mjs). */
export interface LucideIconData {
  name: string;
  node: IconNode;
}

export interface LucideIconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  children?: ReactNode;
}

/** Props that give an icon a meaning of its own for assistive technology. */
function isAccessible(props: object): boolean {
  return Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');
}

export default function createLucideIcon(icon: LucideIconData) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon, at its module's top level (as lucide does), never during a render
  function LucideIcon({
    size = 24,
    color = 'currentColor',
    strokeWidth = 2,
    className,
    children,
    ...rest
  }: LucideIconProps) {
    const svgAttributes = {
      xmlns: 'http://www.w3.org/2000/svg',
      width: size,
      height: size,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: color,
      strokeWidth,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: className ? `lucide lucide-${icon.name} ${className}` : `lucide lucide-${icon.name}`,
      ...(children || isAccessible(rest) ? {} : { 'aria-hidden': 'true' }),
      ...rest,
    } as const;
    return createElement(
      'svg',
      svgAttributes,
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  LucideIcon.displayName = icon.name;
  return LucideIcon;
}
