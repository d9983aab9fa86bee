import { describe, expect, it } from 'vitest';
import { directionsUrl } from './directions';

const grave = { lat: 51.5074, lng: -0.1278 };

describe('directionsUrl', () => {
  it('opens the maps app of an Android phone at the grave, named', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
    expect(directionsUrl(grave, 'Ada Lovelace', android)).toBe(
      'geo:51.5074,-0.1278?q=51.5074,-0.1278(Ada%20Lovelace)',
    );
  });

  it('opens Apple Maps on an iPhone', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(directionsUrl(grave, 'Ada', iphone)).toBe('https://maps.apple.com/?daddr=51.5074,-0.1278&q=Ada');
  });

  it('opens Google Maps anywhere else', () => {
    expect(directionsUrl(grave, 'Ada', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=51.5074,-0.1278',
    );
  });
});
