import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, render, screen, waitFor } from '../test-utils';
import { LocationMap } from './LocationMap';

const tileUrl = 'http://tiles.test/{z}/{x}/{y}.png';

describe('LocationMap', () => {
  it('draws the map with tiles from the configured URL and a marker at the point', async () => {
    const { container } = render(
      <LocationMap tileUrl={tileUrl} point={{ lat: 43.6783, lng: -70.3006 }} label="Map of the grave" />,
    );
    expect(screen.getByRole('region', { name: 'Map of the grave' })).toBeInTheDocument();
    // Leaflet arrives by dynamic import.
    await waitFor(() => expect(container.querySelector('.leaflet-marker-icon')).not.toBeNull());
    expect(container.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^http:\/\/tiles\.test\/15\//,
    );
    expect(container.querySelector('.leaflet-marker-icon')).toHaveAttribute('title', 'Map of the grave');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <LocationMap tileUrl={tileUrl} point={{ lat: 1, lng: 2 }} label="Map of the grave" />,
    );
    await expectNoAxeViolations(container);
  });
});
