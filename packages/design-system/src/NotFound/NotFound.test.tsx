import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, render, screen } from '../test-utils';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('says the page was not found and links home', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('takes its own title, message and home', () => {
    render(
      <NotFound
        title="Memorial Not Found"
        message="This memorial may not exist or is not publicly accessible."
        homeHref="/dashboard"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Memorial Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('This memorial may not exist or is not publicly accessible.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/dashboard');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<NotFound />);
    await expectNoAxeViolations(container);
  });
});
