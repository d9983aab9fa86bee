import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@evergreen/domain/map';
import { t } from '@lingui/core/macro';
import L from 'leaflet';
import { type RefObject, useEffect, useRef, useState } from 'react';
import classes from './LocationMap.module.css';
import { OSM_LINK, PIN_ANCHOR, PIN_SVG } from './pin';

export { classes as mapClasses };

const pinIcon = () =>
  L.divIcon({ html: PIN_SVG, className: classes.pin, iconSize: [30, 40], iconAnchor: [...PIN_ANCHOR] });

interface LeafletMapOptions {
  tileUrl: string;
  center: LatLng;
  zoom: number;
  onClick?: (point: LatLng) => void;
}

/** Creates a Leaflet map in the returned container once, and removes it when the component goes away. */
export function useLeafletMap({ tileUrl, center, zoom, onClick }: LeafletMapOptions): {
  containerRef: RefObject<HTMLElement | null>;
  map: L.Map | null;
} {
  const containerRef = useRef<HTMLElement | null>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const onClickRef = useRef(onClick);
  onClickRef.current = onClick;
  // The first centre only: later moves are the caller's, through the map itself.
  const initial = useRef({ center, zoom });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = L.map(container, { scrollWheelZoom: false, zoomControl: false }).setView(
      [initial.current.center.lat, initial.current.center.lng],
      initial.current.zoom,
    );
    L.control.zoom({ zoomInTitle: t`Zoom in`, zoomOutTitle: t`Zoom out` }).addTo(created);
    const link = OSM_LINK;
    L.tileLayer(tileUrl, { attribution: t`© ${link} contributors`, maxZoom: 19 }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) =>
      onClickRef.current?.({ lat: event.latlng.lat, lng: event.latlng.lng }),
    );
    setMap(created);
    // A map first laid out while hidden (a wizard step, a card) must measure itself again once shown.
    const observer = new ResizeObserver(() => created.invalidateSize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      created.remove();
      setMap(null);
    };
  }, [tileUrl]);

  return { containerRef, map };
}

/** Keeps one marker on the map at the point, or none. */
export function useMarker(map: L.Map | null, point: LatLng | null, title: string): void {
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (!map || lat === undefined || lng === undefined) return;
    const marker = L.marker([lat, lng], { icon: pinIcon(), title, alt: title, keyboard: false }).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, lat, lng, title]);
}
