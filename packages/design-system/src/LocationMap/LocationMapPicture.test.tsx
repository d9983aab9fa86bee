import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '../test-utils';
import { LocationMap } from './LocationMap';

const tileUrl = 'http://tiles.test/{z}/{x}/{y}.png';

// A file of its own: Leaflet's chunk must not have been imported yet, as on a page's first visit.
describe('LocationMap before Leaflet', () => {
  it("shows a picture of the map's tiles and pin until Leaflet has drawn the same tiles", async () => {
    const { container } = render(
      <LocationMap tileUrl={tileUrl} point={{ lat: 51.5074, lng: -0.1278 }} label="Map of the grave" />,
    );
    const region = screen.getByRole('region', { name: 'Map of the grave' });
    const pictured = [...region.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    // The tile under the grave (16372, 10896 at zoom 15) and those around it, before any Leaflet script.
    expect(pictured).toContain('http://tiles.test/15/16372/10896.png');
    expect(container.querySelector('.leaflet-container')).toBeNull();
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toBeInTheDocument();

    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    const drawn = [...container.querySelectorAll('img.leaflet-tile')].map((image) =>
      image.getAttribute('src'),
    );
    for (const url of drawn) expect(pictured).toContain(url);
  });
});
