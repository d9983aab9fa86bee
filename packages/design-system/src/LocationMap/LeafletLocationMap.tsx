import { ZOOM_WITH_POINT } from '@evergreen/domain/map';
import type { LocationMapProps } from './LocationMap';
import { mapClasses, useLeafletMap, useMarker } from './leaflet';

/** The map itself: Leaflet centred on the grave at zoom 15, with a marker. Loaded by LocationMap on demand. */
export default function LeafletLocationMap({ tileUrl, point, label }: LocationMapProps) {
  const { containerRef, map } = useLeafletMap({ tileUrl, center: point, zoom: ZOOM_WITH_POINT });
  useMarker(map, point, label);
  return <section ref={containerRef} className={mapClasses.map} aria-label={label} />;
}
