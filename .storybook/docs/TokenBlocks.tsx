import type { CSSProperties, ReactNode } from 'react';
import { darkThemeClass, lightThemeClass, tokens, vars, type ThemeName } from '@globalhire/ui';

// Every block renders the token objects exported by @globalhire/ui, so this page cannot drift
// from the CSS the components use. MDX pages skip story decorators, so each block carries
// its own theme class for the `vars` it reads.

type ColorTokens = typeof tokens.lightColors;

function Themed({ theme = 'light', children }: { theme?: ThemeName; children: ReactNode }) {
  return (
    <div
      className={theme === 'dark' ? darkThemeClass : lightThemeClass}
      style={{
        background: vars.color.background,
        color: vars.color.text,
        fontFamily: vars.font.body,
        padding: vars.space.large,
        margin: `${vars.space.large} 0`,
        borderRadius: vars.radius.large,
      }}
    >
      {children}
    </div>
  );
}

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.medium,
};
const caption: CSSProperties = {
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
};
const mono: CSSProperties = { ...caption, fontFamily: vars.font.mono, color: vars.color.textMuted };

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <figure style={{ margin: 0 }}>
      <div
        style={{
          height: vars.space.xxxlarge,
          background: value,
          borderRadius: vars.radius.medium,
          border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
        }}
      />
      <figcaption style={{ marginTop: vars.space.xsmall }}>
        <div style={caption}>{name}</div>
        <div style={mono}>{value}</div>
      </figcaption>
    </figure>
  );
}

function flattenColors(colors: ColorTokens): Array<[string, string]> {
  const { tone, ...plain } = colors;
  const toneEntries = Object.entries(tone).flatMap(([toneName, slots]) =>
    Object.entries(slots).map(([slot, value]): [string, string] => [
      `tone.${toneName}.${slot}`,
      value,
    ]),
  );
  return [...Object.entries(plain), ...toneEntries];
}

/** The semantic colours of one theme, on that theme's own background. */
export function ColorSwatches({ theme }: { theme: ThemeName }) {
  const colors = theme === 'dark' ? tokens.darkColors : tokens.lightColors;
  return (
    <Themed theme={theme}>
      <div style={grid}>
        {flattenColors(colors).map(([name, value]) => (
          <Swatch key={name} name={name} value={value} />
        ))}
      </div>
    </Themed>
  );
}

export function NeutralScale() {
  return (
    <Themed>
      <div style={grid}>
        {Object.entries(tokens.neutral).map(([step, value]) => (
          <Swatch key={step} name={`neutral ${step}`} value={value} />
        ))}
      </div>
    </Themed>
  );
}

function TokenTable({ headings, children }: { headings: string[]; children: ReactNode }) {
  return (
    <Themed>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} style={{ textAlign: 'start', padding: vars.space.small }}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </Themed>
  );
}

const cell: CSSProperties = { padding: vars.space.small, verticalAlign: 'middle' };

export function TypeScale() {
  return (
    <TokenTable headings={['Step', 'Size / line height', 'Sample']}>
      {Object.entries(tokens.typeScale).map(([step, { fontSize, lineHeight }]) => (
        <tr key={step}>
          <td style={{ ...cell, ...mono }}>{step}</td>
          <td style={{ ...cell, ...mono }}>
            {fontSize} / {lineHeight}
          </td>
          <td style={{ ...cell, fontFamily: tokens.fontFamily.body, fontSize, lineHeight }}>
            Find work abroad
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

export function FontWeights() {
  return (
    <TokenTable headings={['Weight', 'Value', 'Sample']}>
      {Object.entries(tokens.fontWeight).map(([name, weight]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>{name}</td>
          <td style={{ ...cell, ...mono }}>{weight}</td>
          <td style={{ ...cell, fontFamily: tokens.fontFamily.body, fontWeight: weight }}>
            Senior Frontend Engineer
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

export function SpacingScale() {
  return (
    <TokenTable headings={['Token', 'Value', '']}>
      {Object.entries(tokens.space).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>{name}</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
          <td style={cell}>
            <div
              style={{
                width: value,
                height: vars.space.large,
                background: vars.color.tone.brand.solid,
              }}
            />
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

export function Radii() {
  return (
    <Themed>
      <div style={grid}>
        {Object.entries(tokens.radius).map(([name, value]) => (
          <figure key={name} style={{ margin: 0 }}>
            <div
              style={{
                width: vars.space.huge,
                height: vars.space.huge,
                borderRadius: value,
                background: vars.color.tone.brand.soft,
                border: `${vars.borderWidth.large} solid ${vars.color.tone.brand.solid}`,
              }}
            />
            <figcaption style={{ ...caption, marginTop: vars.space.xsmall }}>
              {name} <span style={mono}>{value}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </Themed>
  );
}

export function Shadows({ theme }: { theme: ThemeName }) {
  const shadows = theme === 'dark' ? tokens.darkShadows : tokens.lightShadows;
  return (
    <Themed theme={theme}>
      <div style={grid}>
        {Object.entries(shadows).map(([name, value]) => (
          <div
            key={name}
            style={{
              padding: vars.space.large,
              background: vars.color.surface,
              borderRadius: vars.radius.medium,
              boxShadow: value,
            }}
          >
            <div style={caption}>{name}</div>
            <div style={mono}>{value}</div>
          </div>
        ))}
      </div>
    </Themed>
  );
}

/** Plain-value tokens that have no picture: breakpoints, motion, widths, layers. */
export function ValueTable({
  group,
}: {
  group: 'breakpoints' | 'motion' | 'contentWidth' | 'zIndex' | 'borderWidth';
}) {
  const values: Record<string, string | number> = tokens[group];
  return (
    <TokenTable headings={['Token', 'Value']}>
      {Object.entries(values).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>{name}</td>
          <td style={{ ...cell, ...mono }}>{group === 'breakpoints' ? `${value}px` : value}</td>
        </tr>
      ))}
    </TokenTable>
  );
}
