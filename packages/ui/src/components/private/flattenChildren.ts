import {
  Children,
  Fragment,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * The rendered children as a flat list: fragments are opened and empty values dropped, so a
 * layout component can wrap or separate each visible child. Keys are prefixed by fragment so
 * they stay unique.
 */
export function flattenChildren(children: ReactNode, keyPrefix = ''): ReactNode[] {
  return Children.toArray(children).flatMap((child, index) => {
    if (isValidElement(child) && child.type === Fragment) {
      const fragment = child as ReactElement<{ children?: ReactNode }>;
      return flattenChildren(
        fragment.props.children,
        `${keyPrefix}${String(fragment.key ?? index)}.`,
      );
    }
    if (keyPrefix && isValidElement(child)) {
      return [cloneElement(child, { key: `${keyPrefix}${String(child.key)}` })];
    }
    return [child];
  });
}
