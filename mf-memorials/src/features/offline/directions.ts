export interface GravePoint {
  lat: number;
  lng: number;
}

/**
 * Where "Directions" goes (issue 30): the phone's own maps app at the grave. Android opens a `geo:` URI in the app
 * the person chose; an iPhone or iPad opens Apple Maps; anything else Google Maps in the browser.
 */
export function directionsUrl({ lat, lng }: GravePoint, label: string, userAgent: string): string {
  const point = `${lat},${lng}`;
  if (/Android/i.test(userAgent)) return `geo:${point}?q=${point}(${encodeURIComponent(label)})`;
  if (/iPhone|iPad|iPod/i.test(userAgent)) {
    return `https://maps.apple.com/?daddr=${point}&q=${encodeURIComponent(label)}`;
  }
  return `https://www.google.com/maps/dir/?api=1&destination=${point}`;
}
