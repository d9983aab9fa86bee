import { Button } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, render, screen } from '../test-utils';
import { PageLayout } from './PageLayout';

describe('PageLayout', () => {
  it('shows the title as the page heading, with subtitle, actions and content', () => {
    render(
      <PageLayout
        title="Your Memorials"
        subtitle="2 memorials preserving precious memories"
        actions={<Button>New Memorial</Button>}
      >
        <p>Memorial cards</p>
      </PageLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your Memorials' })).toBeInTheDocument();
    expect(screen.getByText('2 memorials preserving precious memories')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Memorial' })).toBeInTheDocument();
    expect(screen.getByText('Memorial cards')).toBeInTheDocument();
  });

  it('renders only the content when there is no header', () => {
    render(
      <PageLayout>
        <p>Just the content</p>
      </PageLayout>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Just the content')).toBeInTheDocument();
  });

  it('puts the side panel after the content, so it stacks under it on phones', () => {
    render(
      <PageLayout title="Dashboard" aside={<p>Side panel</p>}>
        <p>Main content</p>
      </PageLayout>,
    );
    const content = screen.getByText('Main content');
    const aside = screen.getByText('Side panel');
    expect(content.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <PageLayout title="Reminders" subtitle="Never miss a date" actions={<Button>Add</Button>} aside="Tips">
        <p>Content</p>
      </PageLayout>,
    );
    await expectNoAxeViolations(container);
  });
});
