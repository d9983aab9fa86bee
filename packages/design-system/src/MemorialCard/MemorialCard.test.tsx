import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, render, screen } from '../test-utils';
import { sampleMemorial } from './fixtures';
import { MemorialCard } from './MemorialCard';

describe('MemorialCard', () => {
  it('shows name, years, cemetery, visibility and when it was added, and links to the memorial', () => {
    render(<MemorialCard memorial={sampleMemorial} currentUserId="owner" href="/dashboard/grave/m1" />);
    expect(screen.getByRole('heading', { name: 'Eleanor Grace Whitfield' })).toBeInTheDocument();
    expect(screen.getByText('1931 - 2019')).toBeInTheDocument();
    expect(screen.getByText('Evergreen Cemetery')).toBeInTheDocument();
    expect(screen.getByText('Added Mar 5, 2024')).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
    expect(screen.queryByText('Shared')).not.toBeInTheDocument();
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/dashboard/grave/m1');
  });

  it('marks a memorial shared with the user, and hides years unless both dates exist', () => {
    render(
      <MemorialCard
        memorial={{ ...sampleMemorial, is_public: false, death_date: null, cemetery_name: null }}
        currentUserId="someone-else"
        href="/dashboard/grave/m1"
      />,
    );
    expect(screen.getByText('Shared')).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.queryByText(/1931/)).not.toBeInTheDocument();
  });

  it('shows the cover and portrait when present', () => {
    render(
      <MemorialCard
        memorial={{ ...sampleMemorial, image_url: '/cover.png', person_image_url: '/portrait.png' }}
        currentUserId="owner"
        href="/dashboard/grave/m1"
      />,
    );
    expect(screen.queryByText('No image')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portrait of Eleanor Grace Whitfield' })).toBeInTheDocument();
  });

  it('draws our stored photos as lazy thumbnails of a fixed size, so cards neither wait for nor jump at them', () => {
    const stored = 'http://127.0.0.1:54321/storage/v1/object/public/grave-images/u1/cover.jpg';
    const { container } = render(
      <MemorialCard
        memorial={{
          ...sampleMemorial,
          image_url: stored,
          person_image_url: stored.replace('grave-images', 'person-images'),
        }}
        currentUserId="owner"
        href="/dashboard/grave/m1"
      />,
    );
    const [cover, portrait] = [...container.querySelectorAll('img')];
    expect(cover).toHaveAttribute(
      'src',
      'http://127.0.0.1:54321/storage/v1/render/image/public/grave-images/u1/cover.jpg?width=640&height=256&resize=cover&quality=75',
    );
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('width', '640');
    expect(cover).toHaveAttribute('height', '256');
    expect(portrait).toHaveAttribute(
      'src',
      'http://127.0.0.1:54321/storage/v1/render/image/public/person-images/u1/cover.jpg?width=128&height=128&resize=cover&quality=75',
    );
    expect(portrait).toHaveAttribute('loading', 'lazy');
  });

  it('marks a read-only memorial, and no other', () => {
    const { rerender } = render(
      <MemorialCard
        memorial={{ ...sampleMemorial, is_read_only: true }}
        currentUserId="owner"
        href="/dashboard/grave/m1"
      />,
    );
    expect(screen.getByRole('link')).toHaveTextContent('Read-only');
    rerender(
      <MemorialCard
        memorial={{ ...sampleMemorial, is_read_only: false }}
        currentUserId="owner"
        href="/dashboard/grave/m1"
      />,
    );
    expect(screen.queryByText('Read-only')).not.toBeInTheDocument();
  });

  it('has no accessibility violations, read-only too', async () => {
    render(
      <MemorialCard
        memorial={{ ...sampleMemorial, is_read_only: true }}
        currentUserId="owner"
        href="/dashboard/grave/m2"
      />,
    );
    await expectNoAxeViolations(document.body);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <MemorialCard memorial={sampleMemorial} currentUserId="owner" href="/dashboard/grave/m1" />,
    );
    await expectNoAxeViolations(container);
  });
});
