import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, render, screen, userEvent } from '../test-utils';
import { NewPasswordInput } from './NewPasswordInput';

function Field() {
  const [value, setValue] = useState('');
  return (
    <NewPasswordInput
      label="New password"
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      userInputs={['margaret@example.com']}
    />
  );
}

describe('NewPasswordInput', () => {
  it('shows how strong the typed password is, and why a weak one is refused', async () => {
    const { container } = render(<Field />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'password');
    expect(await screen.findByText(/^Password strength: Very weak/)).toHaveTextContent(
      'This password is too easy to guess. This is a heavily used password.',
    );
    expect(screen.getByRole('progressbar', { name: 'Strength: Very weak' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'lantern orchard pebble');
    expect(await screen.findByText(/^Password strength: (Strong|Very strong)/)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await expectNoAxeViolations(container);
  });
});
