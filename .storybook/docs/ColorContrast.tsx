import type { CSSProperties } from 'react';
import { tokens, toneNames, type Tone } from '@globalhire/ui';
import {
  contrastRatio,
  contrastVerdict,
  type ContrastNeed,
  type ContrastVerdict,
} from './contrast';

// What each semantic colour is for, and its contrast against the colours it is drawn on, in
// both themes: computed here from the token values, so the page follows any change to them.

type ColorTokens = typeof tokens.lightColors;
type Plain = Exclude<keyof ColorTokens, 'tone'>;
type Slot = keyof ColorTokens['tone'][Tone];
type TokenPath = Plain | `tone.${Tone}.${Slot}`;

interface Role {
  token: TokenPath;
  purpose: string;
  need: ContrastNeed;
  /** The colours it is drawn on or next to. */
  on: TokenPath[];
}

const pageSurfaces: TokenPath[] = ['background', 'surface', 'surfaceRaised', 'surfaceSunken'];

const plainRoles: Role[] = [
  { token: 'background', purpose: 'The page behind everything.', need: 'decorative', on: [] },
  {
    token: 'surface',
    purpose: 'Cards, fields, the header and footer, panels on the page.',
    need: 'decorative',
    on: [],
  },
  {
    token: 'surfaceRaised',
    purpose: 'What floats above the page: dialogs, menus, toasts.',
    need: 'decorative',
    on: [],
  },
  {
    token: 'surfaceSunken',
    purpose: 'Wells inside a surface: table headers, hover fills, skeletons.',
    need: 'decorative',
    on: [],
  },
  { token: 'text', purpose: 'Body text and headings.', need: 'text', on: pageSurfaces },
  {
    token: 'textMuted',
    purpose: 'Secondary text: hints, captions, dates, a company under a job title.',
    need: 'text',
    on: pageSurfaces,
  },
  {
    token: 'border',
    purpose: 'Dividers and card outlines; decorative, the content inside carries the meaning.',
    need: 'decorative',
    on: ['background', 'surface'],
  },
  {
    token: 'borderField',
    purpose: 'The outline of inputs, selects and checkboxes: it must be seen to find the field.',
    need: 'ui',
    on: ['background', 'surface'],
  },
  {
    token: 'focusRing',
    purpose: 'The keyboard focus outline around any control.',
    need: 'ui',
    on: ['background', 'surface', 'surfaceRaised'],
  },
  {
    token: 'overlay',
    purpose: 'The translucent dimming behind a dialog or a drawer.',
    need: 'decorative',
    on: [],
  },
  { token: 'link', purpose: 'Links in running text.', need: 'text', on: ['background', 'surface'] },
  {
    token: 'linkHover',
    purpose: 'A link under the pointer.',
    need: 'text',
    on: ['background', 'surface'],
  },
];

const toneUse: Record<Tone, string> = {
  brand: 'the main action, the current item',
  neutral: 'secondary actions, quiet labels',
  positive: 'success: saved, approved, likely sponsorable',
  critical: 'errors and destructive actions',
  caution: 'warnings that need a look',
  info: 'information and tips',
};

const toneRoles = (tone: Tone): Role[] => [
  {
    token: `tone.${tone}.solid`,
    purpose: `Filled buttons and strong badges${tone === 'brand' ? ', a ticked checkbox, a progress bar' : ''} (${toneUse[tone]}).`,
    need: 'ui',
    on: ['background', 'surface'],
  },
  {
    token: `tone.${tone}.solidHover`,
    purpose: 'The filled button under the pointer.',
    need: 'ui',
    on: ['background', 'surface'],
  },
  {
    token: `tone.${tone}.onSolid`,
    purpose: 'Text and icons on the solid fill.',
    need: 'text',
    on: [`tone.${tone}.solid`, `tone.${tone}.solidHover`],
  },
  {
    token: `tone.${tone}.soft`,
    purpose: 'Tinted fills: soft badges, alerts, highlighted rows.',
    need: 'decorative',
    on: ['surface'],
  },
  {
    token: `tone.${tone}.onSoft`,
    purpose: 'Text and icons on the soft fill.',
    need: 'text',
    on: [`tone.${tone}.soft`],
  },
  {
    token: `tone.${tone}.text`,
    purpose: `Tone-coloured text and icons on the page (${toneUse[tone]}).`,
    need: 'text',
    on: ['background', 'surface'],
  },
];

const roles: Role[] = [...plainRoles, ...toneNames.flatMap(toneRoles)];

function colorOf(colors: ColorTokens, path: TokenPath): string {
  const [first, tone, slot] = path.split('.') as [string, Tone?, Slot?];
  return tone && slot ? colors.tone[tone][slot] : colors[first as Plain];
}

const verdictText: Record<ContrastVerdict, string> = {
  pass: 'meets it',
  'large-text-only': 'below 4.5:1: large text only',
  fail: 'below 3:1',
  'no-minimum': '',
};

// WCAG does not round: 4.499:1 fails 4.5:1, so the ratio is cut, never rounded up.
const shown = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

const small: CSSProperties = {
  fontSize: tokens.typeScale.small.fontSize,
  lineHeight: tokens.typeScale.small.lineHeight,
};
const cell: CSSProperties = {
  ...small,
  padding: tokens.space.small,
  verticalAlign: 'top',
  borderBlockEnd: `1px solid ${tokens.lightColors.border}`,
  textAlign: 'start',
};
const mono: CSSProperties = { fontFamily: tokens.fontFamily.mono };

function Pairs({ role, colors }: { role: Role; colors: ColorTokens }) {
  const color = colorOf(colors, role.token);
  if (role.on.length === 0) return <span style={mono}>{color}</span>;
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {role.on.map((surface) => {
        const ground = colorOf(colors, surface);
        const ratio = contrastRatio(color, ground);
        const verdict = ratio === null ? 'no-minimum' : contrastVerdict(ratio, role.need);
        const flagged = verdict === 'fail' || verdict === 'large-text-only';
        return (
          <li key={surface} style={{ marginBlockEnd: tokens.space.xsmall }}>
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                minWidth: '2.5em',
                textAlign: 'center',
                marginInlineEnd: tokens.space.small,
                borderRadius: tokens.radius.small,
                border: `1px solid ${tokens.lightColors.border}`,
                background: ground,
                color,
                fontWeight: 700,
              }}
            >
              Aa
            </span>
            <span style={mono}>{surface}</span>{' '}
            {ratio === null ? 'translucent' : <strong>{shown(ratio)}</strong>}{' '}
            <span
              style={{
                color: flagged
                  ? tokens.lightColors.tone.critical.text
                  : tokens.lightColors.textMuted,
                fontWeight: flagged ? 700 : undefined,
              }}
            >
              {verdictText[verdict]}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const needText: Record<ContrastNeed, string> = {
  text: 'Text: needs 4.5:1.',
  ui: 'UI part: needs 3:1.',
  decorative: 'Decorative: no minimum.',
};

/** Every semantic colour: its purpose, and its contrast against what it sits on, light and dark. */
export function ColorContrast() {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', margin: `${tokens.space.large} 0` }}>
      <thead>
        <tr>
          {['Token and what it is for', 'Light theme', 'Dark theme'].map((heading) => (
            <th key={heading} scope="col" style={cell}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {roles.map((role) => (
          <tr key={role.token}>
            <th scope="row" style={{ ...cell, fontWeight: 400, width: '34%' }}>
              <strong style={mono}>{role.token}</strong>
              <br />
              {role.purpose}{' '}
              <span style={{ color: tokens.lightColors.textMuted }}>{needText[role.need]}</span>
            </th>
            <td style={cell}>
              <Pairs role={role} colors={tokens.lightColors} />
            </td>
            <td style={cell}>
              <Pairs role={role} colors={tokens.darkColors} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
