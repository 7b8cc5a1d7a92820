import type { ReactNode } from 'react';
import { notificationsPathByUserType } from '@globalhire/data/constants';
import type { EmailCategory, EmailContext } from './define';
import type { BaseFacts } from './facts/common';
import { SmallPrint, TextLink } from './layout/parts';

/** The footer's lines for a category: why this person gets it, and how to get fewer. */
export function Footer({
  category,
  facts,
  ctx,
  reason,
}: {
  category: EmailCategory;
  facts: BaseFacts;
  ctx: EmailContext;
  reason?: ReactNode;
}) {
  const role = facts.recipient.role;
  const unsubscribe = facts.unsubscribe ? ctx.url(facts.unsubscribe.path) : null;
  switch (category) {
    case 'notification':
      return (
        <>
          <SmallPrint>{reason ?? 'You get this email because of your GlobalHire account.'}</SmallPrint>
          <SmallPrint>
            {role ? (
              <TextLink href={ctx.url(notificationsPathByUserType[role])}>
                Choose which emails you get
              </TextLink>
            ) : null}
            {role && unsubscribe ? ' · ' : null}
            {unsubscribe ? <TextLink href={unsubscribe}>Unsubscribe from these emails</TextLink> : null}
          </SmallPrint>
        </>
      );
    case 'alert':
      return (
        <>
          <SmallPrint>{reason ?? 'You get this email because you saved a job alert on GlobalHire.'}</SmallPrint>
          <SmallPrint>
            <TextLink href={ctx.url('/applicant/alerts')}>Manage your alerts</TextLink>
            {unsubscribe ? ' · ' : null}
            {unsubscribe ? <TextLink href={unsubscribe}>Unsubscribe from this alert</TextLink> : null}
          </SmallPrint>
        </>
      );
    case 'account':
      return (
        <SmallPrint>
          {reason ??
            'You get this email because it is about your GlobalHire account: we send it whatever your email preferences say.'}
        </SmallPrint>
      );
    case 'visitor':
      return (
        <SmallPrint>
          {reason ?? 'You get this email because you wrote to GlobalHire through our contact page.'}
        </SmallPrint>
      );
  }
}
