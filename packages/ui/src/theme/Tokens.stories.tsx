import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { theme, vars } from './vars.ts';

/**
 * The token reference, generated from the theme object itself: change a token and this page changes with it.
 * Values are shown as the theme holds them; components read them as `var(--orbit-…)` custom properties.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Leaf = string | number;
type Tree = { readonly [key: string]: Leaf | Tree };

/** Every leaf of a token group with its dotted path: `feedback.error.surface`. */
function leaves(tree: Tree, prefix = ''): [string, Leaf][] {
  return Object.entries(tree).flatMap(([key, value]): [string, Leaf][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' ? leaves(value, path) : [[path, value]];
  });
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.xl};
`;

const StyledTable = styled.table`
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};

  & th,
  & td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};
    text-align: start;
    vertical-align: middle;
  }

  & th {
    color: ${vars.color.textMuted};
    font-weight: ${vars.fontWeight.semibold};
  }

  & code {
    font-size: ${vars.fontSize.xs};
  }
`;

const StyledSwatch = styled.span`
  display: inline-block;
  width: ${vars.size.controlLg};
  height: ${vars.size.controlSm};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
`;

const StyledBar = styled.span`
  display: inline-block;
  height: ${vars.space[4]};
  background: ${vars.color.primary};
  border-radius: ${vars.radius.sm};
`;

const StyledBox = styled.span`
  display: inline-block;
  width: ${vars.size.controlLg};
  height: ${vars.size.controlLg};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  background: ${vars.color.surface};
`;

interface TokenTableProps {
  /** Section heading. */
  title: string;
  /** CSS custom property group name, such as `color`; none for tokens used only in media queries. */
  group?: string;
  /** The token group from the theme. */
  tokens: Tree;
  /** Renders the sample column for one value. */
  sample: (value: Leaf) => ReactNode;
}

function TokenTable({ title, group, tokens, sample }: TokenTableProps) {
  return (
    <StyledSection aria-label={title}>
      <StyledHeading>{title}</StyledHeading>
      <StyledTable>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Custom property</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {leaves(tokens).map(([path, value]) => (
            <tr key={path}>
              <th scope="row">{path}</th>
              <td>
                {group ? (
                  <code>
                    --orbit-{group}-{path.replaceAll('.', '-')}
                  </code>
                ) : (
                  '—'
                )}
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td>{sample(value)}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledSection>
  );
}

/** The semantic colours of the brand chosen in the toolbar: what changes between brand portals. */
function BrandColours() {
  const { data: _data, ...semanticColours } = useTheme().color;
  return (
    <TokenTable
      title="Colours"
      group="color"
      tokens={semanticColours}
      sample={(value) => <StyledSwatch style={{ background: String(value) }} />}
    />
  );
}

const dataColours = theme.color.data;

export const Colours: Story = {
  render: () => <BrandColours />,
};

/** The same tokens in the second brand, Bubble: only the brand colours differ. */
export const BubbleColours: Story = { ...Colours, globals: { brand: 'bubble' } };

/** Numbered entries of a palette, so the page shows each colour with its index and custom property. */
function numbered(colours: readonly string[]): Tree {
  return Object.fromEntries(colours.entries());
}

/** The categorical chart colours (docs/domain.md#constants-and-limits): licences cycle through theirs with `licenseColor(index)`. */
export const DataPalettes: Story = {
  render: () => (
    <>
      <TokenTable
        title="Licence palette"
        group="color"
        tokens={{ data: { license: numbered(dataColours.license) } }}
        sample={(value) => <StyledSwatch style={{ background: String(value) }} />}
      />
      <TokenTable
        title="Scenario palette"
        group="color"
        tokens={{ data: { scenario: numbered(dataColours.scenario) } }}
        sample={(value) => <StyledSwatch style={{ background: String(value) }} />}
      />
    </>
  ),
};

export const Spacing: Story = {
  render: () => (
    <TokenTable
      title="Spacing"
      group="space"
      tokens={theme.space}
      sample={(value) => <StyledBar style={{ width: String(value) }} />}
    />
  ),
};

/** The typeface of the brand chosen in the toolbar. */
function BrandFontFamily() {
  return (
    <TokenTable title="Font family" group="fontFamily" tokens={useTheme().fontFamily} sample={() => 'Aa Bb Cc 0123'} />
  );
}

export const Typography: Story = {
  render: () => (
    <>
      <TokenTable
        title="Type scale"
        group="fontSize"
        tokens={theme.fontSize}
        sample={(value) => <span style={{ fontSize: String(value) }}>Orbit Console</span>}
      />
      <TokenTable
        title="Weights"
        group="fontWeight"
        tokens={theme.fontWeight}
        sample={(value) => <span style={{ fontWeight: Number(value) }}>Orbit Console</span>}
      />
      <TokenTable title="Line heights" group="lineHeight" tokens={theme.lineHeight} sample={() => null} />
      <BrandFontFamily />
    </>
  ),
};

export const RadiiAndShadows: Story = {
  render: () => (
    <>
      <TokenTable
        title="Radii"
        group="radius"
        tokens={theme.radius}
        sample={(value) => <StyledBox style={{ borderRadius: String(value) }} />}
      />
      <TokenTable
        title="Shadows"
        group="shadow"
        tokens={theme.shadow}
        sample={(value) => <StyledBox style={{ boxShadow: String(value) }} />}
      />
    </>
  ),
};

export const SizesLayersAndMotion: Story = {
  render: () => (
    <>
      <TokenTable title="Sizes" group="size" tokens={theme.size} sample={() => null} />
      <TokenTable title="Layers" group="zIndex" tokens={theme.zIndex} sample={() => null} />
      <TokenTable title="Durations" group="duration" tokens={theme.duration} sample={() => null} />
      <TokenTable title="Easing" group="easing" tokens={theme.easing} sample={() => null} />
      <TokenTable title="Breakpoints (px, media queries only)" tokens={theme.breakpoint} sample={() => null} />
      <TokenTable title="Chart geometry (px, SVG coordinates only)" tokens={theme.chart} sample={() => null} />
    </>
  ),
};
