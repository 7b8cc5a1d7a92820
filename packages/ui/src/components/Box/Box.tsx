import { clsx } from 'clsx';
import type { AllHTMLAttributes, ElementType, ReactNode, Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import * as styles from './Box.css';

type NativeProps = Omit<
  AllHTMLAttributes<HTMLElement>,
  keyof Sprinkles | 'as' | 'className' | 'children'
>;

export type BoxProps = Sprinkles &
  NativeProps & {
    /** The element (or component) to render; a `div` unless told. */
    as?: ElementType;
    className?: string;
    children?: ReactNode;
    ref?: Ref<HTMLElement>;
  };

const isSprinkleProp = (key: string): key is keyof Sprinkles =>
  sprinkles.properties.has(key as keyof Sprinkles);

/** Separates the props sprinkles turns into classes from the ones the element receives. */
export function splitSprinkleProps<Props extends object>(props: Props) {
  const sprinkleProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (isSprinkleProp(key)) sprinkleProps[key] = value;
    else nativeProps[key] = value;
  }
  return { sprinkleProps: sprinkleProps as Sprinkles, nativeProps };
}

/** The base of every layout: any element, styled only with theme-backed sprinkles props. */
export function Box({ as: Component = 'div', className, ...props }: BoxProps) {
  const { sprinkleProps, nativeProps } = splitSprinkleProps(props);
  const reset = typeof Component === 'string' && Component in styles.elementResets;
  return (
    <Component
      data-slot="box"
      className={
        clsx(
          reset && styles.elementResets[Component as styles.ResetElement],
          sprinkles(sprinkleProps),
          className,
        ) || undefined
      }
      {...nativeProps}
    />
  );
}
