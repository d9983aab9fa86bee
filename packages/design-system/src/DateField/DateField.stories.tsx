import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DateField } from './DateField';

const meta = {
  title: 'Design system/DateField',
  component: DateField,
  args: {
    label: 'Birth Date',
    value: '',
    onChange: () => undefined,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? '');
    return (
      <div style={{ maxWidth: 320 }}>
        <DateField {...args} value={value} onChange={setValue} />
      </div>
    );
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithDate: Story = { args: { value: '1815-12-10' } };

/** A death date cannot come before the birth date: earlier days are disabled and typing them is ignored. */
export const Bounded: Story = { args: { label: 'Death Date', value: '', minDate: '1815-12-10' } };
