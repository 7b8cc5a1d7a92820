import type { CSSProperties, ReactNode } from 'react';
import { tokens } from '@globalhire/ui';

// The do / don't pairs of the component guidance pages (packages/ui/src/components/*/*.mdx).
// Docs pages sit outside the story decorators, so these read the light theme's token values
// directly; a pair stacks on a narrow docs pane.

const colors = tokens.lightColors;

const pair: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: tokens.space.medium,
  margin: `${tokens.space.medium} 0`,
};

function Verdict({ kind, children }: { kind: 'do' | 'dont'; children: ReactNode }) {
  const tone = kind === 'do' ? colors.tone.positive : colors.tone.critical;
  return (
    <div
      style={{
        borderBlockStart: `4px solid ${tone.solid}`,
        background: colors.surfaceSunken,
        color: colors.text,
        borderRadius: tokens.radius.small,
        padding: `${tokens.space.medium} ${tokens.space.large}`,
        fontSize: tokens.typeScale.small.fontSize,
        lineHeight: tokens.typeScale.small.lineHeight,
      }}
    >
      <strong style={{ display: 'block', color: tone.text, marginBlockEnd: tokens.space.xsmall }}>
        {kind === 'do' ? 'Do' : 'Don’t'}
      </strong>
      {children}
    </div>
  );
}

// A verdict written over several lines in MDX arrives as a paragraph, which the docs page
// spaces as body text; inside a verdict it sits flush.
const flushParagraphs = '.gh-do-dont.gh-do-dont p { margin: 0; }';

/** One do / don't pair, side by side: `<DoDont><Do>…</Do><Dont>…</Dont></DoDont>`. */
export function DoDont({ children }: { children: ReactNode }) {
  return (
    <div className="gh-do-dont" style={pair}>
      <style>{flushParagraphs}</style>
      {children}
    </div>
  );
}

export function Do({ children }: { children: ReactNode }) {
  return <Verdict kind="do">{children}</Verdict>;
}

export function Dont({ children }: { children: ReactNode }) {
  return <Verdict kind="dont">{children}</Verdict>;
}
