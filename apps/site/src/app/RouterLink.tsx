import { Link as ReactRouterLink } from 'react-router-dom';
import type { LinkComponentProps } from '@globalhire/ui';

/** Lets every @globalhire/ui link navigate client-side; outside links stay plain anchors. */
export function RouterLink({ href, children, ...props }: LinkComponentProps) {
  if (/^([a-z]+:|\/\/)/i.test(href) || props.target === '_blank') {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <ReactRouterLink to={href} {...props}>
      {children}
    </ReactRouterLink>
  );
}
