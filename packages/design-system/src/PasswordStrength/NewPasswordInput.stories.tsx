import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NewPasswordInput } from './NewPasswordInput';

/** The field keeps its own value here; in a form, the form does. */
function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <NewPasswordInput
      label="New password"
      description="Password must be at least 6 characters long"
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      userInputs={['Margaret Whitfield']}
    />
  );
}

const meta = {
  title: 'Design system/NewPasswordInput',
  component: Field,
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing measured yet: zxcvbn loads when the field is focused or typed into. */
export const Empty: Story = {};

/** One of the most used passwords: refused, with zxcvbn's warning and suggestion. */
export const Weak: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText(/New password/), 'password');
    await expect(await page.findByRole('progressbar', { name: 'Strength: Very weak' })).toBeVisible();
    await expect(page.getByText(/This password is too easy to guess/)).toBeVisible();
  },
};

/** A few uncommon words: accepted. */
export const Strong: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText(/New password/), 'lantern orchard pebble');
    await expect(await page.findByText(/^Password strength: (Strong|Very strong)/)).toBeVisible();
  },
};
