import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const channels = (digits.match(/../g) ?? []).map((pair) => {
    const value = Number.parseInt(pair, 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` at `alpha` over `background`, as Mantine's light variant paints its tint. */
function mix(color: string, background: string, alpha: number): string {
  const long = (hex: string) =>
    hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
  const channel = (hex: string, index: number) =>
    Number.parseInt(long(hex).slice(1 + index * 2, 3 + index * 2), 16);
  return `#${[0, 1, 2]
    .map((index) =>
      Math.round(channel(color, index) * alpha + channel(background, index) * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

describe('theme', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const evergreen = merged.colors.evergreen ?? [];
  const shades = merged.primaryShade as { light: number; dark: number };

  it('uses the evergreen palette as its primary colour', () => {
    expect(merged.primaryColor).toBe('evergreen');
    expect(evergreen).toHaveLength(10);
  });

  it('keeps white text on filled primary buttons readable in both colour schemes (WCAG AA)', () => {
    expect(contrast(evergreen[shades.light] ?? '', merged.white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(evergreen[shades.dark] ?? '', merged.white)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white text readable on filled red buttons, used for deletions', () => {
    expect(contrast(merged.colors.red[shades.light] ?? '', merged.white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(merged.colors.red[shades.dark] ?? '', merged.white)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps links readable on the dark body (Mantine draws them with shade 4)', () => {
    expect(contrast(evergreen[4] ?? '', merged.colors.dark[7] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the text of light orange alerts and badges readable on their tint', () => {
    const orange = merged.colors.orange;
    const tint = mix(orange[shades.light] ?? '', merged.white, 0.1);
    expect(contrast(orange[9] ?? '', tint)).toBeGreaterThanOrEqual(4.5);
  });

  it('sets headings in a serif stack that needs no web font', () => {
    expect(merged.headings.fontFamily).toMatch(/Georgia, 'Times New Roman', serif$/);
    expect(merged.headings.fontFamily).not.toMatch(/url\(/);
  });
});
