import { Button } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, render, screen } from '../test-utils';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title as a heading, the description and the action', () => {
    render(
      <EmptyState
        title="Create Your First Memorial"
        description="Start preserving memories with your first digital memorial."
        action={<Button>Create Memorial</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Create Your First Memorial' })).toBeInTheDocument();
    expect(
      screen.getByText('Start preserving memories with your first digital memorial.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Memorial' })).toBeInTheDocument();
  });

  it('can be just a title', () => {
    render(<EmptyState title="No Reminders Yet" />);
    expect(screen.getByRole('heading', { name: 'No Reminders Yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <EmptyState
        title="No reminders set"
        description="Reminders help you remember visits and dates."
        icon={<span aria-hidden="true">*</span>}
        action={<Button>Add your first reminder</Button>}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
