import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { email } from '../theme';

// Clients that honour prefers-color-scheme (Apple Mail, iOS, Outlook for Mac) get the dark
// tokens; `!important` is needed over the inline light styles.
const darkStyles = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    html, body, .gh-page, .gh-page > table { background-color: ${email.dark.page} !important; }
    .gh-brand { color: ${email.dark.link} !important; }
    .gh-card { background-color: ${email.dark.surface} !important; border-color: ${email.dark.border} !important; }
    .gh-text { color: ${email.dark.text} !important; }
    .gh-muted { color: ${email.dark.muted} !important; }
    .gh-link { color: ${email.dark.link} !important; }
    .gh-soft { background-color: ${email.dark.soft} !important; color: ${email.dark.onSoft} !important; }
    .gh-rule { border-color: ${email.dark.border} !important; }
  }
  @media (max-width: 480px) {
    .gh-card { padding: ${email.space.large} !important; }
  }
`;

export interface EmailLayoutProps {
  preview: string;
  dir: 'ltr' | 'rtl';
  lang?: string;
  children: ReactNode;
  /** Why the recipient gets this email, and how to get fewer: always true for the recipient. */
  footer: ReactNode;
}

/** The frame of every GlobalHire email: the brand, a card for the content, and the footer. */
export function EmailLayout({ preview, dir, lang = 'en', children, footer }: EmailLayoutProps) {
  const align = dir === 'rtl' ? 'right' : 'left';
  return (
    <Html lang={lang} dir={dir}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkStyles}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="gh-page"
        style={{
          backgroundColor: email.color.page,
          fontFamily: email.font,
          margin: 0,
          padding: `${email.space.xlarge} 0`,
          textAlign: align,
        }}
      >
        <Container style={{ maxWidth: `${email.width}px`, width: '100%', padding: `0 ${email.space.small}` }}>
          <Section style={{ padding: `0 ${email.space.small} ${email.space.large}` }}>
            <Text
              className="gh-brand"
              style={{
                margin: 0,
                fontSize: email.type.large.fontSize,
                lineHeight: email.type.large.lineHeight,
                fontWeight: 700,
                color: email.color.brand,
                textAlign: align,
              }}
            >
              GlobalHire
            </Text>
          </Section>
          <Section
            className="gh-card"
            style={{
              backgroundColor: email.color.surface,
              border: `1px solid ${email.color.border}`,
              borderRadius: email.radius.large,
              padding: email.space.xxlarge,
              textAlign: align,
            }}
          >
            {children}
          </Section>
          <Section style={{ padding: `${email.space.large} ${email.space.small} 0` }}>
            <Hr className="gh-rule" style={{ borderColor: email.color.border, margin: `0 0 ${email.space.large}` }} />
            {footer}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
