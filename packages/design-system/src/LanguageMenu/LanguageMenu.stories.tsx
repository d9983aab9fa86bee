import type { Locale } from '@evergreen/domain/locale';
import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LanguageMenu } from './LanguageMenu';

const meta = {
  title: 'Design system/LanguageMenu',
  component: LanguageMenu,
  args: { value: 'en', onChange: () => undefined },
  render: function Render({ value: initial, onChange, compact }) {
    const [value, setValue] = useState<Locale>(initial);
    return (
      <LanguageMenu
        compact={compact}
        value={value}
        onChange={(locale) => {
          setValue(locale);
          onChange(locale);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Arabic: Story = { args: { value: 'ar' } };
export const Compact: Story = { args: { value: 'de', compact: true } };
