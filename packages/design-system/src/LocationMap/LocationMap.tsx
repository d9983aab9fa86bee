import { type LatLng, ZOOM_WITH_POINT } from '@evergreen/domain/map';
import { mapClasses, useLeafletMap, useMarker } from './leaflet';

export interface LocationMapProps {
  /** Leaflet tile template from the app configuration. */
  tileUrl: string;
  point: LatLng;
  /** What the map shows, for screen readers, e.g. "Map of Evergreen Cemetery". */
  label: string;
}

/** A map centred on a grave at zoom 15, with a marker. */
export function LocationMap({ tileUrl, point, label }: LocationMapProps) {
  const { containerRef, map } = useLeafletMap({ tileUrl, center: point, zoom: ZOOM_WITH_POINT });
  useMarker(map, point, label);
  return <section ref={containerRef} className={mapClasses.map} aria-label={label} />;
}
