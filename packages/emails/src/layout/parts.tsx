import { Fragment, type ReactNode } from 'react';
import { Button, Column, Heading, Link, Row, Section, Text } from '@react-email/components';
import { email, type Tone } from '../theme';

const body = {
  margin: `0 0 ${email.space.large}`,
  fontSize: email.type.standard.fontSize,
  lineHeight: email.type.standard.lineHeight,
  color: email.color.text,
} as const;

/** The email's heading: one per email, in sentence case. */
export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h1"
      className="gh-text"
      style={{
        margin: `0 0 ${email.space.large}`,
        fontSize: email.type.h3.fontSize,
        lineHeight: email.type.h3.lineHeight,
        fontWeight: 700,
        color: email.color.text,
      }}
    >
      {children}
    </Heading>
  );
}

export function Paragraph({ children, tone }: { children: ReactNode; tone?: Tone }) {
  return (
    <Text
      className={tone ? undefined : 'gh-text'}
      style={{ ...body, color: tone ? email.color[tone] : body.color }}
    >
      {children}
    </Text>
  );
}

/** Small print: the footer, and notes under a fact. */
export function SmallPrint({ children }: { children: ReactNode }) {
  return (
    <Text
      className="gh-muted"
      style={{
        margin: `0 0 ${email.space.small}`,
        fontSize: email.type.small.fontSize,
        lineHeight: email.type.small.lineHeight,
        color: email.color.muted,
      }}
    >
      {children}
    </Text>
  );
}

/** The one action of the email: a button, with its URL written out under it for plain readers. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: `${email.space.xlarge} 0 ${email.space.small}` }}>
      <Button
        href={href}
        style={{
          backgroundColor: email.color.brand,
          color: email.color.onBrand,
          borderRadius: email.radius.medium,
          padding: `${email.space.medium} ${email.space.xlarge}`,
          fontSize: email.type.standard.fontSize,
          lineHeight: email.type.standard.lineHeight,
          fontWeight: 600,
          textDecoration: 'none',
          display: 'inline-block',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="gh-link"
      style={{ color: email.color.link, textDecoration: 'underline' }}
    >
      {children}
    </Link>
  );
}

/**
 * Facts as label and value pairs, a table so every client lines them up. Rows without a value
 * are left out (a job without a salary shows no salary row).
 */
export function FactTable({
  rows,
}: {
  rows: ReadonlyArray<readonly [string, ReactNode | null | undefined]>;
}) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <Section
      className="gh-soft"
      style={{
        backgroundColor: email.color.soft,
        borderRadius: email.radius.medium,
        padding: `${email.space.medium} ${email.space.large}`,
        margin: `0 0 ${email.space.large}`,
      }}
    >
      {shown.map(([label, value]) => (
        <Row key={label}>
          <Column
            style={{ width: '38%', verticalAlign: 'top', padding: `${email.space.xsmall} 0` }}
          >
            <Text
              className="gh-muted"
              style={{
                margin: 0,
                fontSize: email.type.small.fontSize,
                lineHeight: email.type.small.lineHeight,
                color: email.color.muted,
              }}
            >
              {label}
            </Text>
          </Column>
          <Column style={{ verticalAlign: 'top', padding: `${email.space.xsmall} 0` }}>
            <Text
              className="gh-text"
              style={{
                margin: 0,
                fontSize: email.type.small.fontSize,
                lineHeight: email.type.small.lineHeight,
                color: email.color.text,
                fontWeight: 600,
                wordBreak: 'break-word',
              }}
            >
              {value}
            </Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** A person's line breaks as `<br>`: kept by every client and by the text part. */
function withLineBreaks(text: string) {
  return text.split(/\r?\n/).map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

/** Words a person wrote (a note, a reason), set apart so nobody mistakes them for ours. */
export function Quote({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Section
      style={{
        borderInlineStart: `4px solid ${email.color.border}`,
        padding: `0 ${email.space.large}`,
        margin: `0 0 ${email.space.large}`,
      }}
    >
      <SmallPrint>{label}</SmallPrint>
      <Text className="gh-text" style={{ ...body, margin: 0, wordBreak: 'break-word' }}>
        {typeof children === 'string' ? withLineBreaks(children) : children}
      </Text>
    </Section>
  );
}
